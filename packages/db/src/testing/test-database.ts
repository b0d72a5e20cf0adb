import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, pgliteExtensions, type DatabaseHandle } from '../client.ts';
import { requireTestDatabaseUrl, testEngine, withDatabaseName } from './engine.ts';
import './provided-context.ts';

/**
 * A fresh, migrated database for one test file, cloned from the run's template:
 * PGlite loads the template's data directory; PostgreSQL uses CREATE DATABASE … TEMPLATE.
 */
export async function createTestDatabase(): Promise<DatabaseHandle & { databaseUrl?: string }> {
  if (testEngine() === 'pglite') {
    const template = readFileSync(inject('pgliteTemplatePath'));
    const pglite = await PGlite.create({ loadDataDir: new Blob([template]), extensions: pgliteExtensions });
    return openDatabase({ pglite });
  }
  const serverUrl = requireTestDatabaseUrl();
  const templateName = inject('postgresTemplateName');
  const name = `${templateName}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${templateName}"`);
  } finally {
    await admin.end();
  }
  const databaseUrl = withDatabaseName(serverUrl, name);
  const handle = await openDatabase({ databaseUrl, poolSize: 4 });
  return { ...handle, databaseUrl };
}
