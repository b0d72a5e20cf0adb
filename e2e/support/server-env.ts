import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The ADMIN account the e2e servers create at start (ADMIN_EMAIL / ADMIN_PASSWORD). */
export const E2E_ADMIN = { email: 'admin@carefinder.test', password: 'e2e-curator-passphrase-2026' } as const;

/**
 * The token the aggregator's callbacks carry (CHANNELS_CALLBACK_TOKEN): the e2e servers trust a proxy
 * (TRUST_PROXY), behind which a callback needs it.
 */
export const E2E_CALLBACK_TOKEN = 'e2e-aggregator-callback-token-2026';

/**
 * Short enough that a test outlives an access token, long enough that a page can load within it: a request
 * that 401s during a refresh waits spec §4's 2 s before its retry, so a token living 3 s could expire again
 * before a busy test machine answers the retry, and the page would give way to / as if the session had ended.
 */
export const SHORT_ACCESS_TOKEN_TTL_SECONDS = 6;

export interface E2eServerEnv {
  /** The app as `npm start` runs it. */
  port: string;
  dataDir: string;
  /** A second app whose access tokens expire after SHORT_ACCESS_TOKEN_TTL_SECONDS. */
  shortTtlPort: string;
  shortTtlDataDir: string;
  /** The SMTP sink both apps deliver to, and its HTTP mailbox for tests. */
  smtpPort: string;
  mailboxPort: string;
}

function freePorts(count: number): string[] {
  return execFileSync(process.execPath, [
    '-e',
    `const net=require('net');const servers=[];let ports=[];
     for(let i=0;i<${count};i++){const s=net.createServer();servers.push(s);s.listen(0,'127.0.0.1',()=>{
       ports.push(s.address().port);if(ports.length===${count}){process.stdout.write(ports.join(','));servers.forEach(x=>x.close())}})}`,
  ])
    .toString()
    .split(',');
}

/**
 * Free ports and fresh data directories per test run, decided once in the main process and inherited by
 * the workers through the environment.
 */
export function e2eServerEnv(): E2eServerEnv {
  if (!process.env.E2E_PORTS) process.env.E2E_PORTS = freePorts(4).join(',');
  const [port = '', shortTtlPort = '', smtpPort = '', mailboxPort = ''] = process.env.E2E_PORTS.split(',');
  process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'carefinder-e2e-'));
  process.env.E2E_SHORT_TTL_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'carefinder-e2e-ttl-'));
  return {
    port,
    dataDir: process.env.E2E_DATA_DIR,
    shortTtlPort,
    shortTtlDataDir: process.env.E2E_SHORT_TTL_DATA_DIR,
    smtpPort,
    mailboxPort,
  };
}
