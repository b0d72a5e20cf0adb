import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface RunningServer {
  baseUrl: string;
  /** From spawning the process to the first 200 of the home page. */
  startupMs: number;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** Starts the built app (`apps/api/dist/server.js`) on a free loopback port with a fresh data directory. */
export async function startBuiltServer(
  env: Record<string, string> = {},
  dataDir?: string,
): Promise<RunningServer> {
  const keepDataDir = dataDir !== undefined;
  dataDir ??= mkdtempSync(join(tmpdir(), 'carefinder-bench-'));
  const port = await freePort();
  const startedAt = performance.now();
  const child: ChildProcess = spawn(process.execPath, ['apps/api/dist/server.js'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // Benchmarks use their own embedded database and counters, never a server the shell points at.
      DATABASE_URL: '',
      REDIS_URL: '',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited with code ${child.exitCode}`);
    if (Date.now() > deadline) throw new Error('The server did not become ready within 60 s');
    const ready = await fetch(`${baseUrl}/`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) break;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  const startupMs = performance.now() - startedAt;
  return {
    baseUrl,
    startupMs,
    stop: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      if (!keepDataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
