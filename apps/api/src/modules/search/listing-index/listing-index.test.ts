import { expect, it } from 'vitest';
import type { IndexedDocument } from '../search-types.ts';
import { ListingIndex } from './listing-index.ts';
import { EVERY_LISTING, indexedDocument } from '../../../testing/indexed-documents.ts';

const listing = (number: number, fields: Partial<IndexedDocument>) =>
  indexedDocument(`00000000-0000-4000-8000-${String(number).padStart(12, '0')}`, `Clinic ${number}`, fields);

it('counts every insurer, past the first 64 the index meets as well as within them', () => {
  const index = new ListingIndex();
  const expected = new Map<number, number>();
  const take = (number: number, insuranceIds: number[]) => {
    index.put(listing(number, { insuranceIds }));
    for (const id of insuranceIds) expected.set(id, (expected.get(id) ?? 0) + 1);
  };
  // A shared insurer and one of its own each: the 64th insurer met is listing 62's own (bit 63), and listing
  // 62 also takes a 65th, so it is counted from its list; from listing 63 on, each listing's own insurer has
  // no bit either. The last ones take insurers of both kinds, or one named twice (counted twice, as the
  // statement's unnest counts it).
  for (let number = 0; number < 80; number++)
    take(number, [5000, 1000 + number, ...(number === 62 ? [1100] : [])]);
  take(80, [1000, 1079]);
  take(81, [1062]);
  take(82, [1100]);
  take(83, [1001, 1001]);
  // Written again: only what the listing holds now counts.
  take(84, [1070]);
  index.put(listing(84, { insuranceIds: [1002] }));
  expected.set(1070, (expected.get(1070) ?? 0) - 1);
  expected.set(1002, (expected.get(1002) ?? 0) + 1);

  const { total, insurance } = index.findMatches(EVERY_LISTING);
  expect(total).toBe(85);
  const counted = new Map(insurance.map(({ value, count }) => [Number(value), count]));
  expect(counted).toEqual(expected);
});

it('keeps autocomplete in name order when listings are written after the build, many at a time', () => {
  const index = new ListingIndex();
  const named = (number: number, name: string) => listing(number, { name, nameKey: name.toLowerCase() });
  for (const [number, name] of ['Clinic b', 'Clinic d', 'Clinic f'].entries()) index.put(named(number, name));
  index.seal();
  expect(index.namesMatching(['clinic'], true, 10).map((row) => row.name)).toEqual([
    'Clinic b',
    'Clinic d',
    'Clinic f',
  ]);
  // Written since: new names between, before and after the old ones, and an old one renamed.
  index.put(named(10, 'Clinic e'));
  index.put(named(11, 'Clinic a'));
  index.put(named(1, 'Clinic g'));
  index.put(named(12, 'Clinic c'));
  expect(index.namesMatching(['clinic'], true, 10).map((row) => row.name)).toEqual([
    'Clinic a',
    'Clinic b',
    'Clinic c',
    'Clinic e',
    'Clinic f',
    'Clinic g',
  ]);
  index.put(named(13, 'Clinic ab'));
  expect(index.namesMatching(['clinic', 'a'], true, 10).map((row) => row.name)).toEqual([
    'Clinic a',
    'Clinic ab',
  ]);
});
