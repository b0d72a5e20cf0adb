import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from './fixtures';

/**
 * A built app of a test file's own, for what the shared e2e server cannot show (its embedded database belongs
 * to it alone, and other tests change it): started as `npm start` does, on a free port, with `env` on top of
 * the shell's (whose API_URL, API_KEY and PUBLIC_URL must not leak in).
 */
export interface OwnServer {
  origin: string;
  /** Everything the process printed so far. */
  output: { stdout: string; stderr: string };
  /** Waits until `check` holds, or fails with what the process printed. */
  until(what: string, check: () => boolean, ms?: number): Promise<void>;
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

export async function startOwnServer(
  env: Record<string, string>,
  { waitForStart = true }: { waitForStart?: boolean } = {},
): Promise<OwnServer> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const { API_URL: _apiUrl, API_KEY: _apiKey, PUBLIC_URL: _publicUrl, ...inherited } = process.env;
  const server: ChildProcess = spawn(process.execPath, ['apps/api/dist/server.js'], {
    env: { ...inherited, PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: origin, REDIS_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = { stdout: '', stderr: '' };
  server.stdout?.on('data', (chunk: Buffer) => (output.stdout += chunk.toString()));
  server.stderr?.on('data', (chunk: Buffer) => (output.stderr += chunk.toString()));
  const until = async (what: string, check: () => boolean, ms = 90_000) => {
    const deadline = Date.now() + ms;
    while (!check()) {
      if (Date.now() > deadline)
        throw new Error(`no ${what} in ${ms} ms:\n${output.stdout}\n${output.stderr}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  const stop = async () => {
    if (server.exitCode !== null) return;
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  };
  if (waitForStart) await until('start', () => output.stdout.includes('CareFinder is running at'));
  return { origin, output, until, stop };
}

/**
 * For a describe block: a server of its own with an empty embedded database in a directory of its own (no
 * demo listings), started before its tests and stopped, its directory removed, after them.
 */
export function ownServerForTests(label: string, env: Record<string, string> = {}): () => OwnServer {
  let server: OwnServer | undefined;
  let dataDir = '';
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    dataDir = mkdtempSync(join(tmpdir(), `carefinder-e2e-${label}-`));
    server = await startOwnServer({
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      ...env,
    });
  });
  test.afterAll(async () => {
    await server?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });
  return () => {
    if (!server) throw new Error(`the ${label} server has not started`);
    return server;
  };
}
