/**
 * `npm run bench:import`: generates a 50,000-row GRID3-shaped file by resampling the shared sample, imports
 * it into a fresh embedded database and reports rows/s (DESIGN §6: ≤ 60 s on PGlite), then imports it again
 * (every row unchanged).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  importGrid3,
  migrateDatabase,
  openDatabase,
  seedReferenceData,
  seedTaxonomies,
} from '@carefinder/db';
import { writeResampledGrid3 } from '@carefinder/db/testing';

const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 50_000);
const BUDGET_SECONDS = 60;
const workDir = mkdtempSync(join(tmpdir(), 'carefinder-bench-import-'));
const file = join(workDir, 'facilities.csv');
writeResampledGrid3(file, ROWS);

const database = await openDatabase({ dataDir: join(workDir, 'pglite') });
try {
  await migrateDatabase(database);
  await seedReferenceData(database.db);
  await seedTaxonomies(database.db);
  for (const run of ['first import', 're-import']) {
    const report = await importGrid3(database.db, file);
    const rate = Math.round(report.rows / report.seconds);
    const verdict =
      run === 'first import' ? (report.seconds <= BUDGET_SECONDS ? ' within budget' : ' OVER BUDGET') : '';
    console.log(
      `${run.padEnd(13)} ${report.rows} rows in ${report.seconds} s (${rate} rows/s): inserted ${report.inserted}, ` +
        `updated ${report.updated}, unchanged ${report.unchanged}, skipped ${report.skipped}${verdict}`,
    );
  }
  console.log(`Budget (DESIGN §6): ${ROWS} rows ≤ ${BUDGET_SECONDS} s on PGlite.`);
} finally {
  await database.close();
  rmSync(workDir, { recursive: true, force: true });
}
