import { parse } from 'csv-parse/sync';
import {
  calendarDaySchema,
  MAX_READINESS_IMPORT_ROWS,
  READINESS_IMPORT_COLUMNS,
} from '@carefinder/contracts';
import { isUuid } from '../../lib/uuid.ts';

/** A row of a readiness CSV as read, before its facility and capability are looked up. */
export interface ReadinessCsvRow {
  line: number;
  facility: string;
  capability: string;
  confirmedAt: string;
  source: string;
  /** What is wrong with the row as written; null when it reads well. */
  error: string | null;
}

const confirmedDay = calendarDaySchema();

/**
 * The rows of a readiness CSV (header `facility,capability,confirmed,source`, UTF-8, a BOM allowed); each
 * checked on its own: a facility and a capability given, the day a real one no later than `today`. A file
 * that cannot be read as such a CSV is the problem answered instead.
 */
export function readReadinessCsv(
  text: string,
  today: string,
): { rows: ReadinessCsvRow[] } | { problem: string } {
  let records: Record<string, string>[];
  try {
    records = parse(text, {
      columns: (header: string[]) => header.map((name) => name.trim().toLowerCase()),
      bom: true,
      skip_empty_lines: true,
      trim: true,
      relax_column_count: true,
    });
  } catch (error) {
    return { problem: `The file is not CSV as expected: ${(error as Error).message}` };
  }
  const header = Object.keys(records[0] ?? {});
  const missing = READINESS_IMPORT_COLUMNS.filter(
    (column) => column !== 'source' && !header.includes(column),
  );
  if (records.length && missing.length)
    return {
      problem: `The header lacks ${missing.join(', ')}: it is ${READINESS_IMPORT_COLUMNS.join(',')}.`,
    };
  if (!records.length) return { problem: 'The file has no rows under its header.' };
  if (records.length > MAX_READINESS_IMPORT_ROWS)
    return {
      problem: `At most ${MAX_READINESS_IMPORT_ROWS} rows at a time; this file has ${records.length}.`,
    };
  return {
    rows: records.map((record, index) => {
      const row = {
        line: index + 2,
        facility: record.facility ?? '',
        capability: (record.capability ?? '').toLowerCase(),
        confirmedAt: record.confirmed ?? '',
        source: (record.source ?? '').replace(/\s+/g, ' ').slice(0, 200),
      };
      return { ...row, error: rowError(row, today) };
    }),
  };
}

function rowError(row: Omit<ReadinessCsvRow, 'error'>, today: string): string | null {
  if (!row.facility) return 'Give the facility: its CareFinder id or its NHFR code.';
  if (!row.capability) return 'Give the capability’s slug, e.g. caesarean-section.';
  if (!confirmedDay.safeParse(row.confirmedAt).success) return 'Give the day it was confirmed as YYYY-MM-DD.';
  if (row.confirmedAt > today) return `A fact cannot be confirmed after today (${today}).`;
  return null;
}

/** The facility keys of rows, split into ids and NHFR codes. */
export const facilityKeysOf = (rows: readonly ReadinessCsvRow[]) => {
  const keys = [...new Set(rows.map((row) => row.facility).filter(Boolean))];
  return { ids: keys.filter(isUuid), codes: keys.filter((key) => !isUuid(key)) };
};
