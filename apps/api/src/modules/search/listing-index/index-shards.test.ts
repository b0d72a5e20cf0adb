import { afterEach, describe, expect, test } from 'vitest';
import { EVERY_LISTING, indexedDocument } from '../../../testing/indexed-documents.ts';
import { IndexShards, shardOf } from './index-shards.ts';

const lost: Error[] = [];
const started: IndexShards[] = [];
function startShards(count: number): IndexShards {
  const shards = new IndexShards(count, (error) => lost.push(error));
  started.push(shards);
  return shards;
}

afterEach(async () => {
  await Promise.all(started.splice(0).map((shards) => shards.stop()));
  lost.length = 0;
});

/** Twelve clinics, "Clinic 01" to "Clinic 12", their ids in the same order. */
const clinics = Array.from({ length: 12 }, (_, index) => {
  const number = String(index + 1).padStart(2, '0');
  return indexedDocument(`id-${number}`, `Clinic ${number}`);
});

describe('the index in shards', () => {
  test('a listing lives in one shard, by its id', () => {
    expect(shardOf('id-01', 3)).toBe(shardOf('id-01', 3));
    const perShard = [0, 0, 0];
    for (let at = 0; at < 3_000; at++) perShard[shardOf(`${at}-listing`, 3)]! += 1;
    for (const count of perShard) expect(count).toBeGreaterThan(800);
    // The twelve clinics below are spread over every shard, so the tests merge real parts.
    expect(new Set(clinics.map((clinic) => shardOf(clinic.id, 3))).size).toBe(3);
  });

  test('answers a page and its counts from every shard, in one order', async () => {
    const shards = startShards(3);
    await shards.reset();
    await shards.put(clinics);
    await shards.seal();
    expect(shards.figures).toMatchObject({ listings: 12, deadShare: 0 });

    // Ordered by name among equals: the third page of four is the ninth to twelfth names, whatever shard.
    const page = await shards.findPage({ ...EVERY_LISTING, limit: 4, offset: 8 });
    expect(page.matches.total).toBe(12);
    expect(page.matches.facilityCount).toBe(12);
    expect(page.matches.page.map((match) => match.id)).toEqual(['id-09', 'id-10', 'id-11', 'id-12']);
    expect(page.listings.map((row) => row.name)).toEqual([
      'Clinic 09',
      'Clinic 10',
      'Clinic 11',
      'Clinic 12',
    ]);
    // What orders a shard's page stays inside the index: the page is what the contract's items are built from.
    expect(Object.keys(page.matches.page[0]!).sort()).toEqual(['distanceKm', 'id', 'inPlace']);
  });

  test('a write sent before a search is applied in its shard before the search', async () => {
    const shards = startShards(3);
    await shards.put(clinics);
    await shards.seal();
    const written = shards.apply([indexedDocument('id-01', 'Clinic 99', { verified: true })], ['id-02']);
    const page = await shards.findPage({ ...EVERY_LISTING, limit: 2 });
    await written;
    expect(page.matches.total).toBe(11);
    // Verified first, then by name.
    expect(page.listings.map((row) => row.name)).toEqual(['Clinic 99', 'Clinic 03']);
    expect(shards.figures.listings).toBe(11);
  });

  test('merges the names autocomplete finds: by their start first, then by a word, each by name', async () => {
    const shards = startShards(3);
    await shards.put([
      ...clinics,
      indexedDocument('id-20', 'Abuja Clinic'),
      indexedDocument('id-21', 'Clinical Lab'),
    ]);
    await shards.seal();
    const names = await shards.namesMatching(['clinic'], true, 4);
    expect(names.map((row) => row.name)).toEqual(['Clinic 01', 'Clinic 02', 'Clinic 03', 'Clinic 04']);
    const byWord = await shards.namesMatching(['clinical'], true, 4);
    expect(byWord.map((row) => row.name)).toEqual(['Clinical Lab']);
    const wider = await shards.namesMatching(['clinic'], true, 20);
    expect(wider.map((row) => row.name).slice(-2)).toEqual(['Clinical Lab', 'Abuja Clinic']);
  });
});
