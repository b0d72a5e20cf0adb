import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { DatabaseHandle } from './client.ts';

// Resolved through the package, so it holds from source (tests, tsx) and from the bundled API alike.
export const migrationsFolder = join(
  dirname(createRequire(import.meta.url).resolve('@carefinder/db/package.json')),
  'migrations',
);

export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  if (handle.engine === 'pglite') {
    await migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder });
  } else {
    await migratePostgres(handle.db as unknown as NodePgDatabase, { migrationsFolder });
  }
}
