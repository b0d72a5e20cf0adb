import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { GRID3_COLUMNS } from '../import/grid3/columns.ts';

/** The shared registry sample, beside the repository (../shared), never copied into it. */
export const GRID3_SAMPLE_PATH = fileURLToPath(
  new URL('../../../../../shared/data/grid3/nga-health-facilities-sample.csv', import.meta.url),
);

/** Splits one CSV line; the sample's fields never contain quotes or commas inside values. */
const splitLine = (line: string) => line.split(',');

/**
 * A larger registry-shaped file made by resampling the sample: every row gets fresh ids (nhfr_uid and
 * globalid) and coordinates moved by up to ~20 km, so it imports as that many new, mostly distinct facilities.
 * Rows are numbered from `firstRow`: files with numbers apart import as different facilities.
 */
export function writeResampledGrid3(target: string, rows: number, seed = 1, firstRow = 0): void {
  const [header, ...lines] = readFileSync(GRID3_SAMPLE_PATH, 'utf8').split(/\r?\n/).filter(Boolean);
  if (!header || !lines.length) throw new Error(`Empty sample at ${GRID3_SAMPLE_PATH}`);
  const column = (name: (typeof GRID3_COLUMNS)[number]) => splitLine(header).indexOf(name);
  const [uid, globalId, code, latitude, longitude] = [
    'nhfr_uid',
    'globalid',
    'nhfr_facility_code',
    'latitude',
    'longitude',
  ].map((name) => column(name as (typeof GRID3_COLUMNS)[number])) as [number, number, number, number, number];
  let state = seed >>> 0;
  const random = () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
  const out = [header];
  for (let index = firstRow; index < firstRow + rows; index++) {
    const fields = splitLine(lines[index % lines.length] ?? '');
    fields[uid] = String(90_000_000 + index);
    fields[globalId] = `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`;
    if (fields[code]) fields[code] = `${fields[code]}-${index}`;
    fields[latitude] = (Number(fields[latitude]) + (random() - 0.5) * 0.36).toFixed(6);
    fields[longitude] = (Number(fields[longitude]) + (random() - 0.5) * 0.36).toFixed(6);
    out.push(fields.join(','));
  }
  writeFileSync(target, out.join('\n') + '\n');
}
