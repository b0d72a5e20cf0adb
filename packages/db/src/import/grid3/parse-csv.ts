import { createReadStream } from 'node:fs';
import { parse } from 'csv-parse';
import { GRID3_COLUMNS, type Grid3Record } from './columns.ts';

export interface Grid3Line {
  /** 1-based line in the file (the header is line 1). */
  line: number;
  record: Grid3Record;
}

/**
 * Streams the rows of a GRID3 CSV file: a 50,000-row file never sits whole in memory. Refuses a file whose
 * header lacks a GRID3 column, naming the missing ones.
 */
export async function* readGrid3Csv(path: string): AsyncGenerator<Grid3Line> {
  const parser = createReadStream(path).pipe(
    parse({
      columns: true,
      bom: true,
      skip_empty_lines: true,
      trim: true,
      info: true,
      relax_column_count: true,
    }),
  );
  let checkedHeader = false;
  for await (const { record, info } of parser as AsyncIterable<{
    record: Record<string, string>;
    info: { lines: number };
  }>) {
    if (!checkedHeader) {
      const missing = GRID3_COLUMNS.filter((column) => !(column in record));
      if (missing.length)
        throw new Error(`Not a GRID3 health-facility file: missing column(s) ${missing.join(', ')}`);
      checkedHeader = true;
    }
    yield { line: info.lines, record: record as Grid3Record };
  }
}
