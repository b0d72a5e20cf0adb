import { randomBytes } from 'node:crypto';
import { get } from 'node:http';
import { constants, gunzipSync } from 'node:zlib';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { importGrid3, openDatabase, seedTaxonomies } from '@carefinder/db';
import { createTestDatabase, GRID3_SAMPLE_PATH, testEngine } from '@carefinder/db/testing';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { TEST_API_KEY } from '../../testing/test-app.ts';
import { databaseServer, startTcpProxy, throughProxy } from '../../testing/tcp-proxy.ts';

// The exports read 1,000 facilities a page; the sample's 1,196 make two pages, so a cut can fall between them.
const onPostgres = testEngine() === 'postgres';
const seeded = await createTestDatabase();
await seedTaxonomies(seeded.db);
await importGrid3(seeded.db, GRID3_SAMPLE_PATH);

// On PostgreSQL the app reaches the database through a proxy the tests cut; PGlite can only be closed.
const proxy =
  onPostgres && seeded.databaseUrl ? await startTcpProxy(databaseServer(seeded.databaseUrl)) : undefined;
const database =
  proxy && seeded.databaseUrl
    ? await openDatabase({ databaseUrl: throughProxy(seeded.databaseUrl, proxy), poolSize: 2 })
    : seeded;
const app = await buildApp({
  config: loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    JWT_SECRET: randomBytes(32).toString('base64url'),
  }),
  database,
  logger: false,
});
await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

afterAll(async () => {
  await app.close();
  await proxy?.close();
  if (database !== seeded) await database.close();
  await seeded.close();
});

interface Download {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
  /** The whole message arrived (for a chunked body: its terminating chunk). */
  complete: boolean;
}

/** A GET over a real socket, as a browser or curl sees it, including a body that breaks off. */
function download(path: string, headers: Record<string, string> = {}): Promise<Download> {
  return new Promise((resolve, reject) => {
    const request = get(
      `${origin}${path}`,
      { headers: { 'x-api-key': TEST_API_KEY, ...headers } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', () => {}); // "aborted": read below as `complete: false`
        response.on('close', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
            complete: response.complete,
          }),
        );
      },
    );
    request.on('error', reject);
    request.setTimeout(20_000, () => request.destroy(new Error(`GET ${path} timed out`)));
  });
}

/** What a gzip reader recovers from a possibly truncated stream, and whether the stream was whole. */
function gunzipPartial(body: Buffer): { text: string; whole: boolean } {
  try {
    return { text: gunzipSync(body).toString(), whole: true };
  } catch {
    return { text: gunzipSync(body, { finishFlush: constants.Z_SYNC_FLUSH }).toString(), whole: false };
  }
}

/** The second page's statement: the first is already being sent when it goes out. */
const SECOND_PAGE_QUERY = '"facilities"."id" > $';

describe.runIf(onPostgres)('an export whose database goes away mid-download', () => {
  beforeEach(async () => {
    await proxy?.listen();
  });

  it('GeoJSON: the 200 breaks off without its closing ]} , so no client takes it for a whole file', async () => {
    const cut = proxy?.cutWhenClientSends(SECOND_PAGE_QUERY);
    const response = await download('/api/export/facilities.geojson');
    await cut;
    expect(response.status).toBe(200);
    expect(response.complete).toBe(false);
    const text = response.body.toString();
    expect(text.startsWith('{"type":"FeatureCollection"')).toBe(true);
    expect(text).toContain('"type":"Feature"'); // the first page went out: the cut came mid-way
    expect(text.trimEnd().endsWith(']}')).toBe(false);
    expect(() => JSON.parse(text)).toThrow();
  });

  it('GeoJSON, gzip: the compressed stream is cut too, never closed with a valid trailer', async () => {
    const cut = proxy?.cutWhenClientSends(SECOND_PAGE_QUERY);
    const response = await download('/api/export/facilities.geojson', { 'accept-encoding': 'gzip' });
    await cut;
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.complete).toBe(false);
    const { text, whole } = gunzipPartial(response.body);
    expect(whole).toBe(false);
    expect(text).toContain('"type":"Feature"');
    expect(text.trimEnd().endsWith(']}')).toBe(false);
  });

  it('CSV: the 200 breaks off, so the client sees an aborted download, not a shorter file', async () => {
    const cut = proxy?.cutWhenClientSends(SECOND_PAGE_QUERY);
    const response = await download('/api/export/facilities.csv');
    await cut;
    expect(response.status).toBe(200);
    expect(response.complete).toBe(false);
    const lines = response.body.toString().split('\n');
    expect(lines[0]).toMatch(/^OBJECTID,globalid,nhfr_uid,/);
    expect(lines.length).toBeGreaterThan(2);
  });

  it('is whole again once the database is back', async () => {
    const response = await download('/api/export/facilities.geojson');
    expect(response.status).toBe(200);
    expect(response.complete).toBe(true);
    expect(JSON.parse(response.body.toString())).toMatchObject({ type: 'FeatureCollection' });
  });
});

describe('an export asked for while the database is unreachable', () => {
  it.each([
    ['GeoJSON', '/api/export/facilities.geojson'],
    ['CSV', '/api/export/facilities.csv'],
    ['GeoJSON of one state', '/api/export/facilities.geojson?state=borno'],
  ])('%s: answers 503 problem+json with Retry-After before any byte of the file', async (_name, path) => {
    if (proxy) await proxy.cut();
    else await seeded.close();
    const response = await download(path);
    expect(response.status).toBe(503);
    expect(response.complete).toBe(true);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(response.headers['retry-after']).toBe('5');
    expect(response.headers['content-disposition']).toBeUndefined();
    expect(JSON.parse(response.body.toString())).toMatchObject({ status: 503 });
  });
});
