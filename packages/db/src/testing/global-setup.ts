import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase, pgliteExtensions } from '../client.ts';
import { migrateDatabase } from '../migrate.ts';
import { seedReferenceData } from '../seed/reference-data.ts';
import { requireTestDatabaseUrl, testEngine, withDatabaseName } from './engine.ts';
import './provided-context.ts';

/** Migrates one template database per run; every test file then gets its own copy of it. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // Global setup runs in the main process, outside the project's `env`: read the engine from the project.
  const engine = testEngine(project.config.env?.TEST_DB_ENGINE);
  return engine === 'pglite' ? setupPgliteTemplate(project) : setupPostgresTemplate(project);
}

async function setupPgliteTemplate(project: TestProject) {
  const pglite = await PGlite.create({ extensions: pgliteExtensions });
  const handle = await openDatabase({ pglite });
  await migrateDatabase(handle);
  await seedReferenceData(handle.db);
  const dump = await pglite.dumpDataDir('none');
  await handle.close();
  const dir = mkdtempSync(join(tmpdir(), 'carefinder-template-'));
  const path = join(dir, 'template.tar');
  writeFileSync(path, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplatePath', path);
  project.provide('postgresTemplateName', '');
  return async () => rmSync(dir, { recursive: true, force: true });
}

async function setupPostgresTemplate(project: TestProject) {
  const serverUrl = requireTestDatabaseUrl();
  const templateName = `carefinder_template_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${templateName}"`);
  const handle = await openDatabase({ databaseUrl: withDatabaseName(serverUrl, templateName), poolSize: 1 });
  await migrateDatabase(handle);
  await seedReferenceData(handle.db);
  await handle.close();
  project.provide('pgliteTemplatePath', '');
  project.provide('postgresTemplateName', templateName);
  return async () => {
    const copies = await admin.query<{ datname: string }>(
      `SELECT datname FROM pg_database WHERE datname LIKE $1`,
      [`${templateName}%`],
    );
    for (const { datname } of copies.rows)
      await admin.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
    await admin.end();
  };
}
