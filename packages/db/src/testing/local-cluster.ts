import { execFile } from 'node:child_process';
import { appendFileSync, chownSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** Debian's PostgreSQL server programs (package postgresql-15), as on the machines that run the tests. */
export const POSTGRES_BIN = process.env.POSTGRES_BIN ?? '/usr/lib/postgresql/15/bin';
/** PostgreSQL refuses to run as root: the servers run as this user when the tests do. */
const SERVER_USER = 'postgres';

/** One PostgreSQL server of a local cluster: its data directory, port and URL (database `postgres`). */
export interface LocalServer {
  dir: string;
  port: number;
  url: string;
}

/**
 * A PostgreSQL primary and a streaming replica of it (`pg_basebackup`), each its own server on a free
 * port of 127.0.0.1, from Debian's binaries: what a deployment of several machines reads and writes,
 * started by the read-replica test and `npm run bench:cluster`. Throws, saying how to get them, when the
 * binaries are missing.
 */
export class LocalCluster {
  private constructor(
    private readonly root: string,
    readonly primary: LocalServer,
    readonly replica: LocalServer,
  ) {}

  static async start(): Promise<LocalCluster> {
    if (!existsSync(join(POSTGRES_BIN, 'pg_ctl')))
      throw new Error(
        `No PostgreSQL server programs in ${POSTGRES_BIN}: install them (apt-get install postgresql-15) or set POSTGRES_BIN.`,
      );
    const root = mkdtempSync(join(tmpdir(), 'carefinder-cluster-'));
    ownedByServer(root);
    const primary = await server(join(root, 'primary'));
    await asServer('initdb', ['-D', primary.dir, '-U', 'postgres', '--auth=trust', '--no-sync']);
    appendFileSync(
      join(primary.dir, 'postgresql.conf'),
      [
        `port = ${primary.port}`,
        "listen_addresses = '127.0.0.1'",
        `unix_socket_directories = '${primary.dir}'`,
        'wal_level = replica',
        'max_wal_senders = 4',
        'fsync = off',
        '',
      ].join('\n'),
    );
    appendFileSync(join(primary.dir, 'pg_hba.conf'), 'host replication all 127.0.0.1/32 trust\n');
    await startServer(primary);
    const replica = await server(join(root, 'replica'));
    await asServer('pg_basebackup', [
      '-h',
      '127.0.0.1',
      '-p',
      String(primary.port),
      '-U',
      'postgres',
      '-D',
      replica.dir,
      '-R',
      '-X',
      'stream',
    ]);
    appendFileSync(
      join(replica.dir, 'postgresql.conf'),
      [`port = ${replica.port}`, `unix_socket_directories = '${replica.dir}'`, ''].join('\n'),
    );
    await startServer(replica);
    return new LocalCluster(root, primary, replica);
  }

  /** Stops the replica at once, as a machine that is cut off. */
  stopReplica(): Promise<void> {
    return stopServer(this.replica, 'immediate');
  }

  startReplica(): Promise<void> {
    return startServer(this.replica);
  }

  async stop(): Promise<void> {
    await stopServer(this.replica, 'immediate').catch(() => {});
    await stopServer(this.primary, 'immediate').catch(() => {});
    rmSync(this.root, { recursive: true, force: true });
  }
}

async function server(dir: string): Promise<LocalServer> {
  const port = await freePort();
  return { dir, port, url: `postgres://postgres@127.0.0.1:${port}/postgres` };
}

async function startServer({ dir }: LocalServer): Promise<void> {
  await asServer('pg_ctl', ['-D', dir, '-l', `${dir}.log`, '-w', '-t', '60', 'start']);
}

async function stopServer({ dir }: LocalServer, mode: 'fast' | 'immediate'): Promise<void> {
  await asServer('pg_ctl', ['-D', dir, '-m', mode, '-w', 'stop']);
}

/** Runs one of PostgreSQL's programs as its own user (as root, through runuser). */
async function asServer(program: string, args: string[]): Promise<void> {
  const path = join(POSTGRES_BIN, program);
  const asRoot = process.getuid?.() === 0;
  await run(asRoot ? 'runuser' : path, asRoot ? ['-u', SERVER_USER, '--', path, ...args] : args, {
    cwd: tmpdir(),
  });
}

/** The uid and gid of the user PostgreSQL's programs run as (and PgBouncer, which refuses root too). */
export function postgresUser(): { uid: number; gid: number } {
  const ids = new RegExp(`^${SERVER_USER}:x:(\\d+):(\\d+):`, 'm').exec(readFileSync('/etc/passwd', 'utf8'));
  if (!ids) throw new Error(`No ${SERVER_USER} user to run PostgreSQL as (apt-get install postgresql-15)`);
  return { uid: Number(ids[1]), gid: Number(ids[2]) };
}

function ownedByServer(dir: string): void {
  if (process.getuid?.() !== 0) return;
  const { uid, gid } = postgresUser();
  chownSync(dir, uid, gid);
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject).listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}
