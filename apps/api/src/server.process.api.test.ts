import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { migrationsFolder } from '@carefinder/db';
import { createTestDatabase, testEngine } from '@carefinder/db/testing';

const onPostgres = testEngine() === 'postgres';
const dataDirs: string[] = [];
const newDataDir = () => {
  dataDirs.push(mkdtempSync(join(tmpdir(), 'carefinder-process-')));
  return dataDirs.at(-1)!;
};
const database = onPostgres ? await createTestDatabase() : undefined;
await database?.close();
afterAll(() => dataDirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function startServer({ databaseUrl = database?.databaseUrl ?? '', dataDir = newDataDir() } = {}) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: new URL('..', import.meta.url).pathname,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_BUILD_DIR: '',
      // The demo dataset is not what this test is about, and loading it takes a while on a busy machine.
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      DATABASE_URL: databaseUrl,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const port = new Promise<number>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /running at http:\/\/localhost:(\d+)[\s\S]*password: \S+/.exec(output);
      if (match) resolve(Number(match[1]));
    });
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => reject(new Error(`server exited (${code}) before listening:\n${output}`)));
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  return { child, port, exited, output: () => output };
}

describe('the server process', () => {
  it('prints the URL and admin credentials, and on SIGTERM finishes in-flight requests before exiting', async () => {
    const server = startServer();
    const port = await server.port;
    expect(server.output()).toMatch(/e-mail: +admin@carefinder\.local\n +password: +\S{12,}/);

    // A request whose body is still arriving when SIGTERM comes: it must still be answered.
    const body = JSON.stringify({ message: 'in flight during shutdown', url: '/' });
    const answer = new Promise<number>((resolve, reject) => {
      const inFlight = request(
        {
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: '/api/client-errors',
          headers: {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
            'x-api-key': 'carefinder-web',
          },
        },
        (response) => {
          response.resume();
          resolve(response.statusCode ?? 0);
        },
      );
      inFlight.on('error', reject);
      inFlight.write(body.slice(0, 10));
      setTimeout(() => {
        server.child.kill('SIGTERM');
        setTimeout(() => inFlight.end(body.slice(10)), 300);
      }, 200);
    });

    expect(await answer).toBe(201);
    expect(await server.exited).toBe(0);
  }, 60_000);

  /** A database of its own with nothing in it, dropped after the test. */
  async function emptyDatabase(): Promise<string> {
    const url = new URL(database!.databaseUrl!);
    const name = `carefinder_empty_${process.pid}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: database!.databaseUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    afterAll(async () => {
      const dropping = new pg.Client({ connectionString: database!.databaseUrl });
      await dropping.connect();
      await dropping.query(`drop database if exists ${name} with (force)`);
      await dropping.end();
    });
    url.pathname = `/${name}`;
    return url.href;
  }

  it.runIf(onPostgres)(
    'two processes starting together on an empty database migrate and seed it once, and both serve',
    async () => {
      const databaseUrl = await emptyDatabase();
      const servers = [startServer({ databaseUrl }), startServer({ databaseUrl })];
      const ports = await Promise.all(servers.map((server) => server.port));
      for (const port of ports) {
        const health = await fetch(`http://127.0.0.1:${port}/api/health`);
        expect(health.status).toBe(200);
      }
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      const migrations = await client.query(
        'select count(*)::int as count from drizzle.__drizzle_migrations',
      );
      const states = await client.query('select count(*)::int as count from states');
      await client.end();
      const files = readdirSync(migrationsFolder).filter((name) => name.endsWith('.sql'));
      expect(migrations.rows[0].count).toBe(files.length);
      expect(states.rows[0].count).toBe(37);
      for (const server of servers) server.child.kill('SIGTERM');
      expect(await Promise.all(servers.map((server) => server.exited))).toEqual([0, 0]);
    },
    120_000,
  );
});
