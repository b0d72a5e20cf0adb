import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, get } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, PAGE_ERRORS_EXPECTED, test } from './support/fixtures';
import pg from 'pg';
import {
  databaseServer,
  startTcpProxy,
  throughProxy,
  type TcpProxy,
} from '../apps/api/src/testing/tcp-proxy.ts';

/**
 * The built app (as `npm start` runs it) on PostgreSQL reached through a proxy the tests cut: the database
 * goes away under a running server, and the server starts while it is away (decision 0010). Needs
 * DATABASE_URL (a PostgreSQL server the tests may create a database on), like the API's PostgreSQL suite.
 */
const serverUrl = process.env.DATABASE_URL;
test.skip(!serverUrl, 'needs DATABASE_URL: a PostgreSQL server to cut');
test.describe.configure({ mode: 'serial' });

const databaseName = `carefinder_e2e_outage_${randomBytes(4).toString('hex')}`;
const databaseUrl = (() => {
  const url = new URL(serverUrl ?? 'postgres://127.0.0.1/');
  url.pathname = `/${databaseName}`;
  return url.toString();
})();
let proxy: TcpProxy;
let server: ChildProcess;
let origin = '';
let facilityId = '';
const output = { stdout: '', stderr: '' };
let dataDir = '';

async function admin<T>(work: (client: pg.Client) => Promise<T>, url = serverUrl): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Polls the server's output; bounded, so a server that never gets there fails the run instead of hanging. */
async function until(what: string, check: () => boolean, ms = 60_000) {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`no ${what} in ${ms} ms:\n${output.stdout}\n${output.stderr}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A free loopback port: the server's own loaders call its API at this port, so it cannot be 0. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  dataDir = mkdtempSync(join(tmpdir(), 'carefinder-e2e-outage-'));
  await admin((client) => client.query(`CREATE DATABASE "${databaseName}"`));
  proxy = await startTcpProxy(databaseServer(databaseUrl), { listening: false });
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  // The server derives these from PORT and the key list; values from the shell must not leak in.
  const { API_URL: _apiUrl, API_KEY: _apiKey, PUBLIC_URL: _publicUrl, ...inherited } = process.env;
  server = spawn(process.execPath, ['apps/api/dist/server.js'], {
    env: {
      ...inherited,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'fatal',
      DATABASE_URL: throughProxy(databaseUrl, proxy),
      REDIS_URL: '',
      SEED_DEMO: 'false',
      PUBLIC_URL: origin,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (chunk: Buffer) => (output.stdout += chunk.toString()));
  server.stderr?.on('data', (chunk: Buffer) => (output.stderr += chunk.toString()));
  // Started while the database is away: it says so in one line and waits.
  await until('wait line', () => output.stderr.includes('CareFinder cannot reach PostgreSQL'));
  await proxy.listen();
  await until('start', () => output.stdout.includes('CareFinder is running at'));
  // One facility to show, and enough others that the open-data export takes two pages (1,000 each).
  facilityId = await admin(async (client) => {
    await client.query(
      `insert into facilities (name, latitude, longitude)
       select 'Outage Clinic ' || n, 6.5, 3.4 from generate_series(1, 1100) as n`,
    );
    const { rows } = await client.query<{ id: string }>(
      `insert into facilities (name, state_id) select 'Outage Test Hospital', id from states where alias = 'lagos' returning id`,
    );
    return rows[0]?.id ?? '';
  }, databaseUrl);
});

test.afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  await proxy?.close();
  if (serverUrl)
    await admin((client) => client.query(`DROP DATABASE IF EXISTS "${databaseName}" WITH (FORCE)`));
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

test('started while PostgreSQL was away, the server printed one clear line per attempt and no stack', () => {
  expect(output.stderr).toMatch(
    /^CareFinder cannot reach PostgreSQL at 127\.0\.0\.1:\d+\/carefinder_e2e_outage_\w+ \(/,
  );
  expect(output.stderr).not.toMatch(/^\s+at /m);
  expect(output.stdout).toContain('Connected to PostgreSQL at');
});

test(
  'with the database down, a facility page is the site error page with 503 and Retry-After, then recovers',
  { annotation: { ...PAGE_ERRORS_EXPECTED, description: 'status of 503|did not load \\(503\\)' } },
  async ({ page }) => {
    // Each visit its own URL: the server keeps pages while they hold (decision 0016).
    const url = (visit: string) => `${origin}/facilities/${facilityId}?visit=${visit}`;
    const before = await page.goto(url('before'));
    expect(before?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Outage Test Hospital' })).toBeVisible();

    // The page's data follows its first paint (decision 0037): during the outage its address answers the
    // outage too, not a conflict that would load the page again over the one the visitor is reading.
    // (Its own page's data the server may keep already: this page's it has not been asked for.)
    const html = await (await page.request.get(url('data'))).text();
    const pageDataAddress = /\/page-data\/[^"]+/.exec(html)?.[0];
    expect(pageDataAddress).toBeDefined();

    await proxy.cut();
    const pageData = await page.request.get(`${origin}${pageDataAddress}`);
    expect(pageData.status()).toBe(503);
    expect(pageData.headers()['retry-after']).toBe('5');
    const during = await page.goto(url('during'));
    expect(during?.status()).toBe(503);
    const headers = during?.headers() ?? {};
    expect(headers['retry-after']).toBe('5');
    expect(headers['cache-control']).toBe('no-store');
    await expect(page.getByRole('heading', { level: 1, name: 'Ooops!' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/');

    await proxy.listen();
    const after = await page.goto(url('after'));
    expect(after?.status()).toBe(200);
  },
);

test('with the database down, the open-data download is 503 with Retry-After, not a 200 that breaks', async ({
  request,
}) => {
  await proxy.cut();
  try {
    const response = await request.get(`${origin}/open-data/facilities.geojson`);
    expect(response.status()).toBe(503);
    expect(response.headers()['retry-after']).toBe('5');
    expect(response.headers()['content-disposition']).toBeUndefined();
  } finally {
    await proxy.listen();
  }
});

test('the database going away mid-download aborts the open-data file: no closing ]}', async () => {
  const cut = proxy.cutWhenClientSends('"facilities"."id" > $');
  const download = await new Promise<{ status: number; complete: boolean; body: string }>(
    (resolve, reject) => {
      const request = get(`${origin}/open-data/facilities.geojson`, (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('error', () => {});
        response.on('close', () =>
          resolve({ status: response.statusCode ?? 0, complete: response.complete, body }),
        );
      });
      request.on('error', reject);
      request.setTimeout(30_000, () => request.destroy(new Error('download timed out')));
    },
  );
  await cut;
  await proxy.listen();
  expect(download.status).toBe(200);
  expect(download.body).toContain('"type":"Feature"');
  expect(download.complete).toBe(false);
  expect(download.body.trimEnd().endsWith(']}')).toBe(false);
});
