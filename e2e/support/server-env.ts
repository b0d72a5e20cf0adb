import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * One free port and one fresh data directory per test run, decided once in the main process and
 * inherited by the workers through the environment.
 */
export function e2eServerEnv(): { port: string; dataDir: string } {
  process.env.E2E_PORT ??= execFileSync(process.execPath, [
    '-e',
    "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})",
  ]).toString();
  process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'carefinder-e2e-'));
  return { port: process.env.E2E_PORT, dataDir: process.env.E2E_DATA_DIR };
}
