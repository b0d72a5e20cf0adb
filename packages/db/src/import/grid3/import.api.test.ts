import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { count, eq, isNull, sql } from 'drizzle-orm';
import { openDatabase, queryRows } from '../../client.ts';
import * as schema from '../../schema/index.ts';
import { seedTaxonomies } from '../../seed/directory.ts';
import { GRID3_SAMPLE_PATH, writeResampledGrid3 } from '../../testing/grid3-resample.ts';
import { createTestDatabase, testEngine } from '../../testing/index.ts';
import { importGrid3 } from './import-grid3.ts';

const workDir = mkdtempSync(join(tmpdir(), 'carefinder-import-'));
const database = await createTestDatabase();
const { db } = database;
await seedTaxonomies(db);
afterAll(async () => {
  await database.close();
  rmSync(workDir, { recursive: true, force: true });
});

const facilityCount = async () =>
  (await db.select({ value: count() }).from(schema.facilities))[0]?.value ?? 0;

describe('importing the GRID3 sample into a fresh database', () => {
  it('inserts every valid row, skips the rest with line numbers and reasons, and the counts match the report', async () => {
    const report = await importGrid3(db, GRID3_SAMPLE_PATH);
    expect(report).toMatchObject({ rows: 1199, inserted: 1196, updated: 0, unchanged: 0, skipped: 3 });
    expect(report.skippedRows.every(({ line, reason }) => line > 1 && reason.length > 0)).toBe(true);
    expect(report.unmatchedLgas.map(({ state, lga }) => `${state}/${lga}`)).toEqual([
      'borno/Hong',
      'ebonyi/Biase',
    ]);
    expect(await facilityCount()).toBe(report.inserted);
  });

  it('puts the Fct row in the Federal Capital Territory, with provenance and a last-verified date', async () => {
    const rows = await queryRows<{
      name: string;
      source_dataset: string;
      source_licence: string;
      last_verified_at: unknown;
    }>(
      db,
      sql`select f.name, f.source_dataset, f.source_licence, f.last_verified_at
          from facilities f join states s on s.id = f.state_id where s.alias = 'abuja'`,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ source_licence: 'CC BY 4.0' });
    expect(rows[0]?.source_dataset).toMatch(/GRID3/);
    expect(rows[0]?.last_verified_at).toBeTruthy();
  });

  it('links rows to their LGA, type and level', async () => {
    const [row] = await queryRows<{ without_lga: number; without_type: number }>(
      db,
      sql`select count(*) filter (where lga_id is null)::int as without_lga,
                 count(*) filter (where facility_type_id is null)::int as without_type from facilities`,
    );
    expect(row?.without_lga).toBe(2);
    expect(row?.without_type).toBeLessThanOrEqual(8);
  });

  it('changes nothing when the same file is imported again', async () => {
    const report = await importGrid3(db, GRID3_SAMPLE_PATH);
    expect(report).toMatchObject({ inserted: 0, updated: 0, unchanged: 1196, skipped: 3 });
    expect(await facilityCount()).toBe(1196);
  });

  it('updates exactly the changed rows and keeps what facility admins edited', async () => {
    const lines = readFileSync(GRID3_SAMPLE_PATH, 'utf8').split('\n');
    // Line 2 is Gumsuri (nhfr_uid 57132712); line 3 is Uba (42800186).
    lines[1] = (lines[1] ?? '').replace(
      'Gumsuri Primary Health Care Center',
      'Gumsuri Comprehensive Health Centre',
    );
    lines[2] = (lines[2] ?? '').replace('10.4589969996', '10.4601');
    const modified = join(workDir, 'modified.csv');
    writeFileSync(modified, lines.join('\n'));

    await db
      .update(schema.facilities)
      .set({ phones: ['+2348031234567'], email: 'phc@gumsuri.example' })
      .where(eq(schema.facilities.nhfrUid, '57132712'));
    const report = await importGrid3(db, modified);
    expect(report).toMatchObject({ inserted: 0, updated: 2, unchanged: 1194 });

    const [gumsuri] = await db
      .select()
      .from(schema.facilities)
      .where(eq(schema.facilities.nhfrUid, '57132712'));
    expect(gumsuri).toMatchObject({
      name: 'Gumsuri Comprehensive Health Centre',
      phones: ['+2348031234567'],
      email: 'phc@gumsuri.example',
    });
    const [uba] = await db.select().from(schema.facilities).where(eq(schema.facilities.nhfrUid, '42800186'));
    expect(uba?.latitude).toBe(10.4601);
  });

  it('writes nothing on a dry run', async () => {
    const file = join(workDir, 'new-rows.csv');
    writeResampledGrid3(file, 50);
    const report = await importGrid3(db, file, { dryRun: true });
    expect(report.inserted).toBeGreaterThan(40);
    expect(await facilityCount()).toBe(1196);
  });

  it('flags likely duplicates (same name within 1 km) for review instead of merging them', async () => {
    const lines = readFileSync(GRID3_SAMPLE_PATH, 'utf8').split('\n');
    // A second "Uba Primary Health Center" about 350 m from the first (whose latitude is now 10.4601).
    const copy = (lines[2] ?? '').split(',');
    copy[2] = '99999999';
    copy[1] = '11111111-2222-4333-8444-555555555555';
    copy[17] = '10.4633';
    const file = join(workDir, 'duplicate.csv');
    writeFileSync(file, [lines[0], copy.join(',')].join('\n'));
    const report = await importGrid3(db, file);
    expect(report.inserted).toBe(1);
    expect(
      report.likelyDuplicates.some(({ distanceMetres }) => distanceMetres > 200 && distanceMetres < 1000),
    ).toBe(true);
    const [flags] = await db
      .select({ value: count() })
      .from(schema.facilityDuplicateFlags)
      .where(isNull(schema.facilityDuplicateFlags.resolvedAt));
    expect(flags?.value).toBeGreaterThanOrEqual(1);
    expect(await facilityCount()).toBe(1197);
  });
});

describe('a facility that gains an NHFR id in a later release', () => {
  it('stays the same facility, updated, rather than a second one', async () => {
    const header = readFileSync(GRID3_SAMPLE_PATH, 'utf8').split('\n')[0] ?? '';
    const row = (uid: string) =>
      `9001,5c0ffee0-0000-4000-8000-000000000001,${uid},,Nigeria,NGA,Kano,Dala,0,Dala,0,Kofar Mazugal Health Post,GRID3_EHEALTH,Public,Unknown,Primary,Health Post,12.0001,8.5001,GRID3_EHEALTH,2024-11-11,8.5001,12.0001`;
    const first = join(workDir, 'release-1.csv');
    const second = join(workDir, 'release-2.csv');
    writeFileSync(first, `${header}\n${row('')}\n`);
    writeFileSync(second, `${header}\n${row('87654321')}\n`);
    expect(await importGrid3(db, first)).toMatchObject({ inserted: 1, updated: 0 });
    const [before] = await db
      .select()
      .from(schema.facilities)
      .where(eq(schema.facilities.name, 'Kofar Mazugal Health Post'));
    expect(await importGrid3(db, second)).toMatchObject({ inserted: 0, updated: 1 });
    const after = await db
      .select()
      .from(schema.facilities)
      .where(eq(schema.facilities.name, 'Kofar Mazugal Health Post'));
    expect(after).toHaveLength(1);
    expect(after[0]).toMatchObject({
      id: before?.id,
      nhfrUid: '87654321',
      registryGlobalId: '5c0ffee0-0000-4000-8000-000000000001',
    });
  });
});

describe('an import killed part-way', () => {
  it('leaves only whole facilities and completes when run again', async () => {
    const file = join(workDir, 'large.csv');
    writeResampledGrid3(file, 20_000);
    const killed = await createTestDatabase();
    await killed.close();
    const dataDir = join(workDir, 'killed-data');
    const env = {
      ...process.env,
      ...(testEngine() === 'postgres'
        ? { DATABASE_URL: killed.databaseUrl ?? '' }
        : { DATABASE_URL: '', DATA_DIR: dataDir }),
    };
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/import-grid3.ts', file], {
      cwd: new URL('../../../../../', import.meta.url).pathname,
      env,
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    await new Promise<void>((resolve, reject) => {
      child.stderr.on('data', (chunk: Buffer) => {
        if (/import: \d+\/\d+ rows/.test(chunk.toString())) {
          child.kill('SIGKILL');
          resolve();
        }
      });
      child.on('exit', () => reject(new Error('the import finished before it could be killed')));
    });
    await new Promise((resolve) => child.once('exit', resolve));

    const reopened =
      testEngine() === 'postgres'
        ? await openDatabase({ databaseUrl: killed.databaseUrl ?? '' })
        : await openDatabase({ dataDir: join(dataDir, 'pglite') });
    try {
      const [partial] = await queryRows<{ total: number; unfinished: number }>(
        reopened.db,
        sql`select count(*)::int as total, count(*) filter (where registry_fingerprint is null or state_id is null)::int as unfinished from facilities`,
      );
      expect(partial?.unfinished).toBe(0);
      expect(partial?.total).toBeLessThan(19_950);
      expect((partial?.total ?? 0) % 500).toBe(0);

      const report = await importGrid3(reopened.db, file);
      expect(report.unchanged).toBe(partial?.total);
      expect(report.inserted + report.unchanged).toBe(20_000 - report.skipped);
    } finally {
      await reopened.close();
    }
  }, 180_000);
});
