import { join, resolve } from 'node:path';
import { migrateDatabase, openDatabase, seedReferenceData, type DatabaseHandle } from '@carefinder/db';

/**
 * The database the CLI scripts work on, chosen exactly as the server chooses it: PostgreSQL when
 * DATABASE_URL is set, else the embedded PGlite under DATA_DIR (default ./data). Migrated and with the
 * reference data loaded, so a script can run before the server ever has.
 */
export async function openConfiguredDatabase(): Promise<DatabaseHandle> {
  const databaseUrl = process.env.DATABASE_URL?.trim();
  const dataDir = resolve(process.env.DATA_DIR ?? './data');
  const database = await openDatabase(databaseUrl ? { databaseUrl } : { dataDir: join(dataDir, 'pglite') });
  await migrateDatabase(database);
  await seedReferenceData(database.db);
  return database;
}
