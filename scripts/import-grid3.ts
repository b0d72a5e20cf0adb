/**
 * `npm run import:grid3 -- <file.csv> [--dry-run] [--report <file.json>]`: imports a GRID3 / NHFR health
 * facility file into the configured database (DATABASE_URL, else PGlite under DATA_DIR).
 */
import { createReadStream, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { importGrid3, seedStartingTaxonomies, type ImportProgress, type ImportReport } from '@carefinder/db';
import { openConfiguredDatabase } from './lib/database-from-env.ts';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { 'dry-run': { type: 'boolean', default: false }, report: { type: 'string' } },
});
const file = positionals[0];
if (!file) {
  console.error('usage: npm run import:grid3 -- <file.csv> [--dry-run] [--report <file.json>]');
  process.exit(2);
}

/** Data rows in the file (lines after the header), for the ETA. */
async function countRows(path: string): Promise<number> {
  let newlines = 0;
  for await (const chunk of createReadStream(path)) {
    for (const byte of chunk as Buffer) if (byte === 10) newlines++;
  }
  return Math.max(0, newlines - 1);
}

function progressPrinter(total: number) {
  const tty = process.stderr.isTTY;
  let lastPlain = 0;
  return ({ rows, elapsedMs }: ImportProgress) => {
    const perSecond = rows / Math.max(elapsedMs / 1000, 0.001);
    const eta = perSecond > 0 ? Math.max(0, (total - rows) / perSecond) : 0;
    const text = `${rows}/${total} rows · ${Math.round(perSecond)} rows/s · ETA ${eta.toFixed(0)} s`;
    if (tty) {
      const width = 30;
      const filled = Math.round((Math.min(rows, total) / Math.max(total, 1)) * width);
      process.stderr.write(`\r[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${text}   `);
      if (rows >= total) process.stderr.write('\n');
    } else if (rows - lastPlain >= 5_000 || rows >= total) {
      lastPlain = rows;
      process.stderr.write(`import: ${text}\n`);
    }
  };
}

function summarise(report: ImportReport): string {
  const lines = [
    `${report.dryRun ? 'Dry run (nothing written): ' : ''}${report.rows} rows in ${report.seconds} s`,
    `  inserted ${report.inserted}, updated ${report.updated}, unchanged ${report.unchanged}, skipped ${report.skipped}`,
  ];
  for (const [reason, count] of Object.entries(report.skippedByReason))
    lines.push(`  skipped ${count}: ${reason}`);
  if (report.unmatchedLgas.length) {
    lines.push(`  ${report.unmatchedLgas.length} row(s) kept without an LGA (not in the reference list):`);
    for (const { line, state, lga } of report.unmatchedLgas.slice(0, 20))
      lines.push(`    line ${line}: ${state} / ${lga}`);
  }
  if (report.likelyDuplicates.length) {
    lines.push(`  ${report.likelyDuplicates.length} likely duplicate pair(s) flagged for ADMIN review`);
  }
  return lines.join('\n');
}

const database = await openConfiguredDatabase();
try {
  await seedStartingTaxonomies(database.db);
  const report = await importGrid3(database.db, file, {
    dryRun: values['dry-run'],
    onProgress: progressPrinter(await countRows(file)),
  });
  console.log(summarise(report));
  if (values.report) {
    writeFileSync(values.report, JSON.stringify(report, null, 2));
    console.log(`Report written to ${values.report}`);
  }
} finally {
  await database.close();
}
