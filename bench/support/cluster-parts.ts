/**
 * The parts of the deployment in `deploy/`, started on this machine from Debian's packages for
 * `npm run bench:cluster` and `bench:search`'s line behind nginx: PgBouncer in transaction pooling, Redis,
 * nginx running `deploy/nginx/carefinder.conf`, and app processes that can be killed and started again.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { chownSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { postgresUser } from '@carefinder/db/testing';
import { freePort } from './built-server.ts';

/** A child process that dies with the benchmark. */
export interface Part {
  port: number;
  stop(): Promise<void>;
}

function stopped(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill(signal);
  return exited;
}

async function waitFor(what: string, ready: () => Promise<boolean>, child: ChildProcess, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${what} exited with code ${child.exitCode}`);
    if (await ready().catch(() => false)) return;
    if (Date.now() > deadline) throw new Error(`${what} was not ready within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Whether a server listens on the port: listening there succeeds only while nothing else does. */
const portTaken = (port: number) =>
  new Promise<boolean>((resolve) => {
    const probe = createServer().listen(port, '127.0.0.1');
    probe.once('listening', () => probe.close(() => resolve(false)));
    probe.once('error', () => resolve(true));
  });

/**
 * PgBouncer in transaction pooling before the primary (`carefinder`) and the replica (`carefinder_read`),
 * as deploy/pgbouncer/pgbouncer.ini has it.
 */
export async function startPgBouncer(
  dir: string,
  servers: { primaryPort: number; replicaPort: number; database: string },
): Promise<Part & { url: (name: 'carefinder' | 'carefinder_read') => string }> {
  mkdirSync(dir, { recursive: true });
  // PgBouncer refuses to run as root: it runs as PostgreSQL's own user.
  const { uid, gid } = postgresUser();
  chownSync(dir, uid, gid);
  const port = await freePort();
  const ini = readFileSync('deploy/pgbouncer/pgbouncer.ini', 'utf8')
    .replace(/host=primary port=5432/, `host=127.0.0.1 port=${servers.primaryPort}`)
    .replace(/host=replica port=5432/, `host=127.0.0.1 port=${servers.replicaPort}`)
    .replaceAll('dbname=carefinder', `dbname=${servers.database}`)
    .replace(/^listen_addr = .*$/m, 'listen_addr = 127.0.0.1')
    .replace(/^listen_port = .*$/m, `listen_port = ${port}`)
    .replace(/^auth_type = .*$/m, 'auth_type = trust')
    .replace(/^auth_file = .*$/m, `auth_file = ${join(dir, 'users.txt')}`)
    .replace(/^unix_socket_dir = .*$/m, `unix_socket_dir = ${dir}\nlogfile = ${join(dir, 'pgbouncer.log')}`);
  writeFileSync(join(dir, 'pgbouncer.ini'), ini);
  writeFileSync(join(dir, 'users.txt'), '"postgres" ""\n');
  const child = spawn('pgbouncer', [join(dir, 'pgbouncer.ini')], { stdio: 'ignore', uid, gid });
  await waitFor('PgBouncer', () => portTaken(port), child);
  return {
    port,
    url: (name) => `postgres://postgres@127.0.0.1:${port}/${name}`,
    stop: () => stopped(child),
  };
}

/** Redis for the rate limits' shared counters, keeping nothing on disk. */
export async function startRedis(): Promise<Part & { url: string }> {
  const port = await freePort();
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', ''], {
    stdio: 'ignore',
  });
  await waitFor('Redis', () => portTaken(port), child);
  return { port, url: `redis://127.0.0.1:${port}`, stop: () => stopped(child) };
}

/** nginx running deploy/nginx/carefinder.conf, its upstream rewritten to these app ports. */
export async function startNginx(
  dir: string,
  appPorts: readonly number[],
  /** Whether nginx keeps anonymous answers, as deployed; off to measure the processes behind it. */
  { keepsAnswers = true }: { keepsAnswers?: boolean } = {},
): Promise<Part & { baseUrl: string; errors(): Record<string, number> }> {
  mkdirSync(join(dir, 'cache'), { recursive: true });
  const port = await freePort();
  const conf = readFileSync('deploy/nginx/carefinder.conf', 'utf8');
  const site = (
    keepsAnswers ? conf : conf.replace(/(location \/ \{[^}]*?)proxy_cache carefinder;/, '$1proxy_cache off;')
  )
    .replace(
      /(\s*server api-1:3000[^\n]*\n)(\s*server api-2:3000[^\n]*\n)/,
      appPorts.map((appPort) => `\n    server 127.0.0.1:${appPort} max_fails=1 fail_timeout=5s;`).join('') +
        '\n',
    )
    .replace('/var/cache/nginx/carefinder', join(dir, 'cache'))
    .replace(/listen 80;/, `listen 127.0.0.1:${port};`);
  if (!keepsAnswers && !site.includes('proxy_cache off;'))
    throw new Error(
      "deploy/nginx/carefinder.conf's location / no longer reads as expected: update startNginx",
    );
  writeFileSync(join(dir, 'carefinder.conf'), site);
  writeFileSync(
    join(dir, 'nginx.conf'),
    [
      'user root;',
      'worker_processes 1;',
      `pid ${join(dir, 'nginx.pid')};`,
      `error_log ${join(dir, 'error.log')} warn;`,
      'events { worker_connections 4096; }',
      'http {',
      '  include /etc/nginx/mime.types;',
      '  access_log off;',
      `  client_body_temp_path ${join(dir, 'body')};`,
      `  proxy_temp_path ${join(dir, 'proxy')};`,
      `  fastcgi_temp_path ${join(dir, 'fastcgi')};`,
      `  uwsgi_temp_path ${join(dir, 'uwsgi')};`,
      `  scgi_temp_path ${join(dir, 'scgi')};`,
      `  include ${join(dir, 'carefinder.conf')};`,
      '}',
      '',
    ].join('\n'),
  );
  const child = spawn('nginx', ['-p', dir, '-c', join(dir, 'nginx.conf'), '-g', 'daemon off;'], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitFor('nginx', () => portTaken(port), child);
  return {
    port,
    baseUrl: `http://127.0.0.1:${port}`,
    errors: () => proxyErrors(join(dir, 'error.log')),
    stop: () => stopped(child, 'SIGQUIT'),
  };
}

/** nginx's errors by kind ("upstream prematurely closed connection…", "connect() failed (111…"), counted. */
function proxyErrors(file: string): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const kind = /\[error\] \d+#\d+: \*\d+ ([^,]+)/.exec(line)?.[1];
    if (kind) counts[kind] = (counts[kind] ?? 0) + 1;
  }
  return counts;
}

/** One app process on a port of its own, which can be killed as a machine failing would, and started again. */
export class AppProcess {
  private child: ChildProcess | undefined;
  startedAt = 0;

  private constructor(
    readonly port: number,
    private readonly env: Record<string, string>,
  ) {}

  static async on(env: Record<string, string>): Promise<AppProcess> {
    return new AppProcess(await freePort(), env);
  }

  get baseUrl(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /** Starts the built server; resolves once /api/health answers. */
  async start(): Promise<void> {
    this.startedAt = performance.now();
    const child = spawn(process.execPath, ['apps/api/dist/server.js'], {
      env: { ...process.env, ...this.env, PORT: String(this.port), HOST: '127.0.0.1' },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    this.child = child;
    await waitFor(
      `The app on port ${this.port}`,
      async () => (await fetch(`${this.baseUrl}/api/health`)).ok,
      child,
    );
  }

  /** SIGKILL: no answer finishes, no connection closes cleanly. */
  kill(): Promise<void> {
    return this.child ? stopped(this.child, 'SIGKILL') : Promise.resolve();
  }

  stop(): Promise<void> {
    return this.child ? stopped(this.child) : Promise.resolve();
  }
}
