import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface RunningServer {
  baseUrl: string;
  /** From spawning the process to the first 200 of `readyPath` (the home page by default). */
  startupMs: number;
  /** The server's process id, to read its memory. */
  pid: number;
  stop(): Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/**
 * Starts the built app (`apps/api/dist/server.js`) on a free loopback port with a fresh data directory, and
 * waits for `readyPath` to answer 200 (an API-only server, `WEB_BUILD_DIR=''`, has no home page).
 */
export async function startBuiltServer(
  env: Record<string, string> = {},
  dataDir?: string,
  readyPath = '/',
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
      // Search's per-address limit is off: benchmarks drive pages and searches from one address at rates no
      // visitor reaches, and their figures must not depend on how that address is counted.
      SEARCH_RATE_LIMIT_PER_MINUTE: '0',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    if (!keepDataDir) rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 60_000;
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`The server exited with code ${child.exitCode}`);
      if (Date.now() > deadline) throw new Error('The server did not become ready within 60 s');
      const ready = await fetch(baseUrl + readyPath).then(
        (response) => response.ok,
        () => false,
      );
      if (ready) break;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  } catch (error) {
    // A server that never became ready leaves neither a process nor a temporary data directory behind.
    await stop();
    throw error;
  }
  return { baseUrl, startupMs: performance.now() - startedAt, pid: child.pid ?? 0, stop };
}
