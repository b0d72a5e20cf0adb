import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testEngine } from '@carefinder/db/testing';
import { databaseServer, startTcpProxy, throughProxy } from './testing/tcp-proxy.ts';

// Decision 0010: at start-up an unreachable PostgreSQL is waited for, a refusing one ends the process.
const onPostgres = testEngine() === 'postgres';
const database = onPostgres ? await createTestDatabase() : undefined;
await database?.close();
const serverUrl = database?.databaseUrl ?? 'postgres://postgres@127.0.0.1:5432/carefinder';
// The server reaches PostgreSQL through a proxy that is not listening yet: the database "is down". On the
// PGlite run there is no PostgreSQL at all, and the proxy never listens.
const proxy = await startTcpProxy(databaseServer(serverUrl), { listening: false });
const dataDir = mkdtempSync(join(tmpdir(), 'carefinder-db-wait-'));
afterAll(async () => {
  await proxy.close();
  rmSync(dataDir, { recursive: true, force: true });
});

function startServer(databaseUrl: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: new URL('..', import.meta.url).pathname,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_BUILD_DIR: '',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      DATABASE_URL: databaseUrl,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = { stdout: '', stderr: '' };
  child.stdout.on('data', (chunk: Buffer) => (output.stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output.stderr += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  );
  /** Resolves when the stream matches, or fails the test after `ms` (never waits unbounded). */
  const waitFor = (stream: 'stdout' | 'stderr', pattern: RegExp, ms = 30_000) =>
    new Promise<RegExpExecArray>((resolve, reject) => {
      const timer = setTimeout(() => {
        clearInterval(poll);
        reject(new Error(`no ${String(pattern)} in ${ms} ms:\n${output.stdout}\n${output.stderr}`));
      }, ms);
      const poll = setInterval(() => {
        const match = pattern.exec(output[stream]);
        if (!match) return;
        clearInterval(poll);
        clearTimeout(timer);
        resolve(match);
      }, 50);
    });
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    return exited;
  };
  return { child, output, exited, waitFor, stop };
}

const STACK_FRAME = /^\s+at /m;

describe('the server process, started while PostgreSQL is unreachable', () => {
  it('prints one clear line per attempt (no stack), backs off, and starts once the database answers', async () => {
    const server = startServer(throughProxy(serverUrl, proxy));
    try {
      await server.waitFor('stderr', /trying again in 2 s \(attempt 3\)/);
      const lines = server.output.stderr.trim().split('\n');
      expect(lines).toHaveLength(2);
      expect(lines[0]).toMatch(
        new RegExp(
          `^CareFinder cannot reach PostgreSQL at 127\\.0\\.0\\.1:${proxy.port}/\\w+ \\(.*ECONNREFUSED.*\\); ` +
            'trying again in 1 s \\(attempt 2\\)\\. Start the database or correct DATABASE_URL\\.$',
        ),
      );
      expect(server.output.stderr).not.toMatch(STACK_FRAME);
      expect(server.child.exitCode).toBeNull();
      if (!onPostgres) return;

      await proxy.listen();
      const [, port] = await server.waitFor('stdout', /running at http:\/\/localhost:(\d+)/);
      expect(server.output.stdout).toContain(`Connected to PostgreSQL at 127.0.0.1:${proxy.port}/`);
      const ready = await fetch(`http://127.0.0.1:${port}/api/ready`);
      expect(ready.status).toBe(200);
      expect(await server.stop()).toEqual({ code: 0, signal: null });
    } finally {
      await server.stop();
    }
  }, 90_000);

  it.runIf(onPostgres)(
    'exits 1 with one line, without waiting, when PostgreSQL refuses (no such database)',
    async () => {
      const missing = new URL(serverUrl);
      missing.pathname = '/carefinder_no_such_database';
      const server = startServer(missing.toString());
      try {
        const { code } = await server.exited;
        expect(code).toBe(1);
        expect(server.output.stderr.trim()).toMatch(
          /^CareFinder cannot use PostgreSQL at [^\s]+\/carefinder_no_such_database: database "carefinder_no_such_database" does not exist \(3D000\)\. Correct DATABASE_URL\.$/,
        );
        expect(server.output.stderr).not.toMatch(STACK_FRAME);
      } finally {
        await server.stop();
      }
    },
    60_000,
  );
});
