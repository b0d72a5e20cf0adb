import { describe, expect, it } from 'vitest';
import { GRID3_SAMPLE_PATH as SAMPLE } from '../../testing/grid3-resample.ts';
import { readGrid3Csv } from './parse-csv.ts';
import { toRegistryFacility, type RowOutcome } from './to-registry-facility.ts';

const outcomes: Array<RowOutcome & { line: number }> = [];
for await (const { line, record } of readGrid3Csv(SAMPLE))
  outcomes.push({ line, ...toRegistryFacility(record) });
const kept = outcomes.flatMap((outcome) => (outcome.ok ? [outcome] : []));
const skipped = outcomes.flatMap((outcome) => (outcome.ok ? [] : [outcome]));

describe('the GRID3 sample, normalised', () => {
  it('reads all 1,199 rows with their file line numbers', () => {
    expect(outcomes).toHaveLength(1199);
    expect(outcomes[0]?.line).toBe(2);
  });

  it('skips only the rows that are not facilities, each with its line and reason', () => {
    expect(skipped.map(({ line, reason }) => ({ line, reason }))).toEqual([
      { line: 849, reason: 'not a health facility' },
      { line: 857, reason: 'not a health facility' },
      { line: 1063, reason: 'not a health facility' },
    ]);
  });

  it('lands the Fct row in the Federal Capital Territory', () => {
    expect(kept.filter((row) => row.facility.stateAlias === 'abuja')).toHaveLength(1);
  });

  it('matches nearly every LGA to the reference list and reports the rest', () => {
    // Both are errors in the registry itself: Hong is in Adamawa, Biase in Cross River (GRID3 README).
    const unmatched = kept.filter((row) => row.unmatchedLga);
    expect(unmatched.map((row) => `${row.facility.stateAlias}/${row.unmatchedLga}`)).toEqual([
      'borno/Hong',
      'ebonyi/Biase',
    ]);
  });

  it('gives every kept row a source id, a level and an ownership, and cleans names', () => {
    for (const { facility } of kept) {
      expect(facility.sourceId).toMatch(/^(\d{8}|[0-9a-f-]{36})$/);
      expect(facility.name).not.toMatch(/\s{2}|'[A-Z]\b/);
    }
    expect(new Set(kept.map((row) => row.facility.sourceId)).size).toBe(kept.length);
    expect(kept.filter((row) => row.facility.facilityTypeSlug === null).length).toBeLessThanOrEqual(8);
  });
});
