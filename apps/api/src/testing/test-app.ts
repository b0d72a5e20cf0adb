import { randomBytes } from 'node:crypto';
import { afterAll } from 'vitest';
import type { FastifyPluginAsync, FastifyServerOptions } from 'fastify';
import type { DatabaseHandle } from '@carefinder/db';
import { createTestDatabase } from '@carefinder/db/testing';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';

export const TEST_API_KEY = 'carefinder-web';

/**
 * A real app over this file's own fresh database (or over `database`: a second API process on the same
 * one); closed after the file's tests.
 */
export async function createTestApp(
  options: {
    env?: Record<string, string>;
    logger?: FastifyServerOptions['logger'];
    /** A fixed or test-controlled clock (app.now). */
    now?: () => Date;
    database?: DatabaseHandle & { databaseUrl?: string };
    /**
     * Whether each search first waits for this process's search to hold every write committed before it
     * (default true): off, only the change log brings writes, as in production.
     */
    searchesWaitForWrites?: boolean;
    /** Routes the test adds under /api, as a module adds its own, before the app is ready. */
    apiRoutes?: FastifyPluginAsync;
  } = {},
) {
  const database = options.database ?? (await createTestDatabase());
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    JWT_SECRET: randomBytes(32).toString('base64url'),
    PHONE_HASH_SECRET: randomBytes(32).toString('base64url'),
    // Tests read their own writes at once; the search cache has its own test.
    SEARCH_CACHE_SECONDS: '0',
    // The embedded engine blocks the event loop while it works; shedding has its own test.
    OVERLOAD_EVENT_LOOP_DELAY_MS: '0',
    // Tests send searches at once on purpose (shared computations); the bound on them has its own test.
    SEARCH_MAX_IN_FLIGHT: '0',
    // One copy of the index an app; copies have their own tests (index-copies.test.ts, the freshness test).
    SEARCH_INDEX_THREADS: '1',
    ...options.env,
  });
  const app = await buildApp({
    config,
    database,
    logger: options.logger ?? false,
    ...(options.now ? { now: options.now } : {}),
  });
  if (options.apiRoutes) await app.register(options.apiRoutes, { prefix: '/api' });
  if (options.searchesWaitForWrites !== false) {
    // Tests write listings straight to the database, as an importer would; a search must see them. In
    // production the change log brings a write to every process within a tenth of a second; here every search
    // first waits for this process to have read every write committed before it.
    app.addHook('preHandler', async (request) => {
      if (request.url.startsWith('/api/search') || request.url.startsWith('/api/suggest')) {
        await app.catchUpSearch();
      }
    });
  }
  await app.ready();
  if (config.SEARCH_INDEX === 'memory') {
    await app.searchIndex.whenIdle();
    if (!app.searchIndex.ready) throw new Error('The search index was not built: see the log');
  }
  afterAll(async () => {
    await app.close();
    await database.close();
  });
  return { app, database, db: database.db };
}

export const withApiKey = (headers: Record<string, string> = {}) => ({
  'x-api-key': TEST_API_KEY,
  ...headers,
});
