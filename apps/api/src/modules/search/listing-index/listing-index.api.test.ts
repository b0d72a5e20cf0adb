import { expect, it } from 'vitest';
import { searchResultSchema, suggestResultSchema } from '@carefinder/contracts';
import { analyzeDatabase } from '@carefinder/db';
import { createTestDatabase } from '@carefinder/db/testing';
import { createTestApp, withApiKey } from '../../../testing/test-app.ts';

/**
 * Decision 0020: the in-memory index answers every search exactly as the database's statement does — the
 * same matches, order, pages, counts, distances and readings. Two API processes over one database of demo
 * listings, one matching in memory and one in the database, must give equal answers to every query below.
 */
const database = await createTestDatabase();
const { seedDemoData } = await import('@carefinder/demo-data');
await seedDemoData(database.db, { facilities: 600, providers: 900, reviews: 1_500 });
await analyzeDatabase(database.db);

// A Wednesday, 19:30 in Lagos: some facilities open, some closed, some overnight.
const now = () => new Date('2026-11-18T18:30:00Z');
const inMemory = await createTestApp({ database, env: { SEARCH_INDEX: 'memory' }, now });
const inDatabase = await createTestApp({ database, env: { SEARCH_INDEX: 'database' }, now });

const QUERIES = [
  // Words, spelt right and wrong, with places read as filters or preferred.
  'q=general+hospital',
  'q=clinic+ikeja',
  'q=clinic+in+ikeja',
  'q=maternity+home',
  'q=eye+clinic',
  'q=diagnostic+centre+abuja',
  'q=pharmacy',
  'q=antenatal+care',
  'q=dialysis+kano',
  'q=genral+hospitl+ikeja',
  'q=pimary+helth+centre',
  'q=gyneacologist',
  'q=paediatrcs',
  'q=maternty+home+enugu',
  'q=dentist+abuja',
  'q=lagos',
  // Intents and places in the site's languages, a type with a place.
  'q=pharmacy+enugu',
  'q=primary+health+centre+kano',
  'q=maternity+home&sort=rating',
  'q=pharmacy+near+me&lat=6.6018&lon=3.3515&radiusKm=20',
  'q=clinic+open+now',
  'q=where+i+fit+see+doctor+for+yaba',
  // A facility type the text names, in English and in the site's languages: its listings first.
  'q=kantin+magani+kaduna',
  'q=ile+iwosan+eyin+ikeja',
  'q=eye+clinic+lagos&sort=rating',
  // None of the type in the LGA named: its state's, not another state's.
  'q=eye+clinic+ikeja',
  'q=ulo+ogwu+anya+onitsha',
  'q=clinic&sort=distance&lat=6.6018&lon=3.3515&radiusKm=30',
  'q=maternity+home&page=2',
  // No listing has every word: any of them, said so.
  'q=pharmacy+zzyzx',
  'q=hospital+dialysis+paediatrics+oncology',
  // Doctors.
  'q=gynaecologist&kind=provider',
  'q=adebayo&kind=provider',
  'q=dr+chukwuemeka&kind=provider',
  // Filters alone and with words, every sort, later pages.
  'state=lagos&facilityType=general-hospital',
  'state=lagos&lga=ikeja',
  'insurance=nhia&state=kano',
  'insurance=hygeia-hmo',
  'ownership=private&level=secondary',
  'service=dialysis',
  'service=antenatal-care&state=rivers',
  'kind=facility&specialty=cardiology',
  'q=hospital&state=enugu&minRating=4',
  'q=clinic&insurance=ilera-eko',
  'q=hospital&sort=rating',
  'q=clinic&sort=rating&page=2',
  'q=hospital&page=3&pageSize=10',
  'kind=provider&sort=rating',
  '',
  'page=4',
  // Open now (the clock above), alone and with words.
  'openNow=true',
  'q=clinic&openNow=true&state=lagos',
  // Near me, by distance and by relevance.
  'lat=6.6018&lon=3.3515&radiusKm=10&sort=distance',
  'lat=9.0765&lon=7.3986&radiusKm=25&sort=distance',
  'lat=4.8156&lon=7.0498&radiusKm=20&sort=distance&q=hospital',
  'lat=7.3775&lon=3.947&radiusKm=30&sort=distance&facilityType=pharmacy',
  'lat=6.4584&lon=7.5464&radiusKm=15&q=clinic',
  'lat=6.6018&lon=3.3515&radiusKm=50&kind=facility&page=2',
  // Read from the fewest listings of a filter: several LGAs' worth of map cells, a code alone.
  'lat=9.0765&lon=7.3986&radiusKm=500&sort=distance&ownership=private',
  'level=primary&kind=facility',
  'state=lagos&lga=ikeja&ownership=public&page=2',
  'service=antenatal-care&insurance=nhia',
  'q=clinic&service=antenatal-care&insurance=nhia',
];

it.each(QUERIES)('answers "%s" as the database does', async (query) => {
  const answer = async (app: typeof inMemory.app) => {
    const response = await app.inject({ url: `/api/search?${query}`, headers: withApiKey() });
    expect(response.statusCode, response.body).toBe(200);
    // Written without validation (routes.ts): every field the contract's, and no other.
    const result: unknown = response.json();
    expect(searchResultSchema.parse(result)).toEqual(result);
    return result;
  };
  const expected = await answer(inDatabase.app);
  expect(await answer(inMemory.app)).toEqual(expected);
});

it('holds every listing, and reports its size', () => {
  const status = inMemory.app.searchIndex.status();
  expect(status.ready).toBe(true);
  expect(status.listings).toBe(1_500);
  expect(status.copies).toBe(1);
  expect(status.bytes).toBeGreaterThan(0);
});

/**
 * Autocomplete's listings by name: the statement orders a sample of the first 50 names holding the words
 * it finds, the index orders all of them, so these prefixes are ones with fewer such names.
 */
const PREFIXES = ['ade', 'adeb', 'chuk', 'st m', 'gen hos', 'maternit', 'dialy', 'kano', 'zz', 'ab'];

it.each(PREFIXES)('suggests for "%s" as the database does', async (q) => {
  const answer = async (app: typeof inMemory.app) => {
    const response = await app.inject({
      url: `/api/suggest?q=${encodeURIComponent(q)}`,
      headers: withApiKey(),
    });
    expect(response.statusCode, response.body).toBe(200);
    const result: unknown = response.json();
    expect(suggestResultSchema.parse(result)).toEqual(result);
    return result;
  };
  const expected = await answer(inDatabase.app);
  expect(await answer(inMemory.app)).toEqual(expected);
});
