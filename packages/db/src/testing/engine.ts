import type { DatabaseEngine } from '../client.ts';

export function testEngine(configured = process.env.TEST_DB_ENGINE): DatabaseEngine {
  const engine = configured ?? 'pglite';
  if (engine !== 'pglite' && engine !== 'postgres') throw new Error(`Unknown TEST_DB_ENGINE ${engine}`);
  return engine;
}

export function requireTestDatabaseUrl(): string {
  const url = process.env.DATABASE_URL;
  if (!url) {
    throw new Error(
      'The PostgreSQL integration suite needs DATABASE_URL, e.g. postgres://postgres@127.0.0.1:5432/test. ' +
        'Start PostgreSQL 15+ and set it, or run only the PGlite suite with `npx vitest run --project api-pglite`.',
    );
  }
  return url;
}

/** The same server, another database name. */
export function withDatabaseName(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}
