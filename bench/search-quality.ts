/**
 * `npm run bench:search-quality`: imports the shared GRID3 sample into a fresh embedded database, then asks
 * the built server's /api/search for registry facilities by name — exact, with one typo, with two typos,
 * with the LGA added, and with a space typed inside a long word ("Agba ragba") — and reports how often the facility asked for is first (recall@1) and in the top 3
 * (recall@3). Target: recall@3 ≥ 0.95 on typo'd names.
 *
 * Then, on the demo dataset `npm start` loads, it checks autocomplete against search: for every text query of
 * `bench:search`'s mix, as written and with one typo, at least one suggestion of /api/suggest should lead to a
 * page holding the listings /api/search returns first (a results page holding its first three, or the page of
 * its first listing). Target: every query (rate 1.0).
 *
 * On the same server it asks searches written in Hausa, Yoruba, Igbo and Pidgin (support/language-queries.ts)
 * and reports, per language, how often the first result is of the kind of facility asked for in the state
 * named (only queries whose type the state has are judged).
 *
 * BENCH_QUALITY_TARGETS (default 400) bounds how many facilities are asked for, BENCH_QUALITY_SEED (default 1)
 * picks them and their typos; the same seed gives the same queries.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  importGrid3,
  migrateDatabase,
  openDatabase,
  schema,
  seedReferenceData,
  seedTaxonomies,
} from '@carefinder/db';
import { GRID3_SAMPLE_PATH } from '@carefinder/db/testing';
import { asc, eq } from 'drizzle-orm';
import { getJson, startApiServer } from './support/api.ts';
import { LANGUAGE_QUERIES } from './support/language-queries.ts';
import { PROVIDER_TEXT_QUERIES, TEXT_QUERIES, TYPO_QUERIES } from './support/search-mix.ts';

const TARGETS = Number(process.env.BENCH_QUALITY_TARGETS ?? 400);
const SEED = Number(process.env.BENCH_QUALITY_SEED ?? 1);
const TARGET_RECALL_AT_3 = 0.95;
const TYPO_CATEGORIES = ['one typo', 'two typos'];
const MISSES_SHOWN_PER_CATEGORY = 4;
const TARGET_SUGGESTION_RATE = 1;
/** How many of search's first listings a suggestion's page must hold. */
const FIRST_LISTINGS = 3;

interface Facility {
  id: string;
  name: string;
  lga: string | null;
}

interface Query {
  category: string;
  text: string;
  target: Facility;
  /** No other imported facility has the same name (ignoring case and spacing). */
  uniqueName: boolean;
}

interface Answer {
  items: Array<{ id: string; name: string; place: { lga: { name: string } | null } }>;
  interpreted: { text: string | null; corrections: Array<{ from: string; to: string }> };
}

/** mulberry32: a small seeded PRNG, so the query set is the same on every run. */
function seededRandom(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}
const random = seededRandom(SEED);
const below = (n: number) => Math.floor(random() * n);

function shuffled<Item>(items: readonly Item[]): Item[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = below(i + 1);
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

/** One deletion, adjacent swap or substitution, never of the first letter (people rarely mistype it). */
function typo(word: string): string {
  for (;;) {
    const at = 1 + below(word.length - 1);
    const kind = below(3);
    const typed =
      kind === 0
        ? word.slice(0, at) + word.slice(at + 1)
        : kind === 1
          ? word.slice(0, at) + word.charAt(at + 1) + word.charAt(at) + word.slice(at + 2)
          : word.slice(0, at) + 'abcdefghijklmnopqrstuvwxyz'.charAt(below(26)) + word.slice(at + 1);
    if (typed.toLowerCase() !== word.toLowerCase()) return typed;
  }
}

/** The name with one typo in each of `count` different words of 4+ letters; null when it has too few. */
function withTypos(name: string, count: number): string | null {
  const words = name.split(' ');
  const eligible = words.flatMap((word, index) => (/^[A-Za-z]{4,}$/.test(word) ? [index] : []));
  if (eligible.length < count) return null;
  for (const index of shuffled(eligible).slice(0, count)) words[index] = typo(words[index]!);
  return words.join(' ');
}

/** Splits come from their own sequence, so adding them left the other categories' queries as they were. */
const splitRandom = seededRandom(SEED + 1);

/** The name with a space typed inside one word of 8+ letters ("Agba ragba"); null when it has none. */
function withSplitWord(name: string): string | null {
  const words = name.split(' ');
  const eligible = words.flatMap((word, index) => (/^[A-Za-z]{8,}$/.test(word) ? [index] : []));
  if (!eligible.length) return null;
  const index = eligible[Math.floor(splitRandom() * eligible.length)]!;
  const word = words[index]!;
  const at = 3 + Math.floor(splitRandom() * (word.length - 5));
  words[index] = `${word.slice(0, at)} ${word.slice(at).toLowerCase()}`;
  return words.join(' ');
}

function buildQueries(facilities: Facility[]): Query[] {
  const normalised = (name: string) => name.toLowerCase().replace(/\s+/g, ' ').trim();
  const sameName = new Map<string, number>();
  for (const { name } of facilities)
    sameName.set(normalised(name), (sameName.get(normalised(name)) ?? 0) + 1);
  return shuffled(facilities)
    .slice(0, TARGETS)
    .flatMap((target) => {
      const texts: Record<string, string | null> = {
        exact: target.name,
        'one typo': withTypos(target.name, 1),
        'two typos': withTypos(target.name, 2),
        'name + LGA': target.lga && `${target.name} ${target.lga}`,
        'split word': withSplitWord(target.name),
      };
      const uniqueName = sameName.get(normalised(target.name)) === 1;
      return Object.entries(texts).flatMap(([category, text]) =>
        text ? [{ category, text, target, uniqueName }] : [],
      );
    });
}

interface Suggestions {
  items: Array<{ kind: string; label: string; url: string }>;
}

/** The ids a suggestion's page shows: a results page's first page, or the one listing of a listing page. */
async function listingsOnPage(baseUrl: string, url: string): Promise<string[]> {
  const [path = '', query = ''] = url.split('?');
  if (path === '/search-result') {
    const answer = await getJson<Answer>(baseUrl, `/api/search?${query}`);
    return answer.items.map((item) => item.id);
  }
  const listing = /^\/(facilities|providers)\/([^/]+)$/.exec(path);
  return listing ? [listing[2]!] : [];
}

interface TypedAnswer {
  total: number;
  items: Array<{
    name: string;
    facilityType: { slug: string } | null;
    place: { state: { alias: string } | null };
  }>;
}

/** Searches in the four languages: is the first result of the type asked for, in the state named? */
async function languageQueriesUnderstood(baseUrl: string): Promise<void> {
  console.log(
    '\nSearches in Hausa, Yoruba, Igbo and Pidgin (first result of the type asked for, in the state named):',
  );
  const rows: Array<{ language: string; judged: boolean; hit: boolean }> = [];
  for (const { language, q, facilityType, state } of LANGUAGE_QUERIES) {
    const exists = await getJson<TypedAnswer>(
      baseUrl,
      `/api/search?${new URLSearchParams({ facilityType, state, pageSize: '1' })}`,
    );
    const answer = await getJson<TypedAnswer>(
      baseUrl,
      `/api/search?${new URLSearchParams({ q, pageSize: '3' })}`,
    );
    const first = answer.items[0];
    const hit = first?.facilityType?.slug === facilityType && first.place.state?.alias === state;
    rows.push({ language, judged: exists.total > 0, hit });
    const top = answer.items.map(
      (item) => `${item.name} (${item.facilityType?.slug ?? '—'}, ${item.place.state?.alias ?? '—'})`,
    );
    console.log(
      `  [${language}] "${q}" → ${exists.total > 0 ? (hit ? 'understood' : 'MISSED') : `no ${facilityType} in ${state}: not judged`}` +
        `${hit ? '' : `\n      top: ${top.join(' | ') || '(nothing)'}`}`,
    );
  }
  for (const language of ['ha', 'yo', 'ig', 'pcm']) {
    const judged = rows.filter((row) => row.language === language && row.judged);
    const hits = judged.filter((row) => row.hit).length;
    console.log(
      `  ${language.padEnd(4)} ${hits}/${judged.length} understood (${judged.length ? (hits / judged.length).toFixed(2) : '—'})`,
    );
  }
}

interface SuggestionCheck {
  category: string;
  q: string;
  /** Search found nothing, so there is nothing a suggestion must lead to. */
  empty: boolean;
  hit: boolean;
  /** Hit by a suggestion that read the words (a list entry, place, listing or "X in Y"), not "Search for “…”". */
  readHit: boolean;
  labels: string[];
}

const isPlainSearch = (suggestion: { kind: string; label: string }) =>
  suggestion.kind === 'search' && suggestion.label.startsWith('Search for “');

/** Does some suggestion for q lead to a page holding what search returns first for q? */
async function checkSuggestions(baseUrl: string, category: string, q: string): Promise<SuggestionCheck> {
  const first = (await getJson<Answer>(baseUrl, `/api/search?${new URLSearchParams({ q })}`)).items
    .slice(0, FIRST_LISTINGS)
    .map((item) => item.id);
  const { items } = await getJson<Suggestions>(baseUrl, `/api/suggest?${new URLSearchParams({ q })}`);
  const labels = items.map((item) => `${item.label} (${item.kind})`);
  if (!first.length) return { category, q, empty: true, hit: false, readHit: false, labels };
  const leading = [];
  for (const suggestion of items) {
    const shown = await listingsOnPage(baseUrl, suggestion.url);
    const holdsFirst = first.every((id) => shown.includes(id));
    const isFirstListing = suggestion.kind !== 'search' && shown.length === 1 && shown[0] === first[0];
    if (holdsFirst || isFirstListing) leading.push(suggestion);
  }
  const readHit = leading.some((suggestion) => !isPlainSearch(suggestion));
  return { category, q, empty: false, hit: leading.length > 0, readHit, labels };
}

/** Autocomplete against search on the demo dataset: returns whether the target was met. */
async function suggestionsLeadToResults(): Promise<boolean> {
  const demoDir = mkdtempSync(join(tmpdir(), 'carefinder-suggest-quality-'));
  try {
    console.log('\nAutocomplete: starting a server on the demo dataset (as npm start seeds it)…');
    const server = await startApiServer({ SEED_DEMO: 'true' }, demoDir);
    const checks: SuggestionCheck[] = [];
    try {
      await languageQueriesUnderstood(server.baseUrl);
      // As typed in the search box, which searches every kind (the mix sends the doctors' with kind=provider).
      for (const q of [...TEXT_QUERIES, ...TYPO_QUERIES, ...PROVIDER_TEXT_QUERIES]) {
        checks.push(await checkSuggestions(server.baseUrl, 'as in the mix', q));
        const typoed = withTypos(q, 1);
        if (typoed) checks.push(await checkSuggestions(server.baseUrl, 'one typo', typoed));
      }
    } finally {
      await server.stop();
    }
    let met = true;
    console.log(
      `${'queries'.padEnd(16)}${'n'.padStart(5)}${'no results'.padStart(12)}${'rate'.padStart(7)}` +
        `${'rate without "Search for"'.padStart(28)}`,
    );
    for (const category of ['as in the mix', 'one typo']) {
      const all = checks.filter((check) => check.category === category);
      const judged = all.filter((check) => !check.empty);
      const rateOf = (hits: number) => (judged.length ? hits / judged.length : 1);
      const rate = rateOf(judged.filter((check) => check.hit).length);
      const readRate = rateOf(judged.filter((check) => check.readHit).length);
      if (rate < TARGET_SUGGESTION_RATE) met = false;
      console.log(
        `${category.padEnd(16)}${String(all.length).padStart(5)}${String(all.length - judged.length).padStart(12)}` +
          `${rate.toFixed(3).padStart(7)}${readRate.toFixed(3).padStart(28)}`,
      );
    }
    console.log(
      `Target: a suggestion leads to search's first ${FIRST_LISTINGS} listings for every query with results: ` +
        `${met ? 'met' : 'NOT MET'}.`,
    );
    console.log('Queries no suggestion but "Search for" leads to (or none does):');
    for (const miss of checks.filter((check) => !check.empty && !check.readHit))
      console.log(`  [${miss.category}] "${miss.q}" → ${miss.labels.join(' | ') || '(no suggestions)'}`);
    return met;
  } finally {
    rmSync(demoDir, { recursive: true, force: true });
  }
}

const dataDir = mkdtempSync(join(tmpdir(), 'carefinder-search-quality-'));
try {
  const database = await openDatabase({ dataDir: join(dataDir, 'pglite') });
  let facilities: Facility[];
  try {
    await migrateDatabase(database);
    await seedReferenceData(database.db);
    await seedTaxonomies(database.db);
    const report = await importGrid3(database.db, GRID3_SAMPLE_PATH);
    console.log(`Imported ${report.inserted} facilities from ${report.rows} rows in ${report.seconds} s.`);
    const { facilities: table, lgas } = schema;
    facilities = await database.db
      .select({ id: table.id, name: table.name, lga: lgas.name })
      .from(table)
      .leftJoin(lgas, eq(lgas.id, table.lgaId))
      // Ids are new on every import; the registry's id keeps the sample, and so the queries, the same.
      .orderBy(asc(table.registryGlobalId));
  } finally {
    await database.close();
  }

  const queries = buildQueries(facilities);
  const server = await startApiServer({}, dataDir);
  const results: Array<Query & { rank: number | null; answer: Answer }> = [];
  const started = performance.now();
  try {
    for (const query of queries) {
      const params = new URLSearchParams({ kind: 'facility', q: query.text, pageSize: '3' });
      const answer = await getJson<Answer>(server.baseUrl, `/api/search?${params}`);
      const index = answer.items.findIndex((item) => item.id === query.target.id);
      results.push({ ...query, rank: index < 0 ? null : index + 1, answer });
    }
  } finally {
    await server.stop();
  }
  console.log(
    `${queries.length} queries for ${Math.min(TARGETS, facilities.length)} of ${facilities.length} facilities ` +
      `(seed ${SEED}) in ${((performance.now() - started) / 1000).toFixed(1)} s.\n` +
      'A query is a hit at k when the facility it was made from (its id, not its name) is among the first k ' +
      'results of /api/search?kind=facility&q=…&pageSize=3.\n' +
      '"unique names": only queries whose facility name no other imported facility has.\n',
  );

  const recall = (subset: typeof results, k: number) =>
    subset.length
      ? (subset.filter(({ rank }) => rank !== null && rank <= k).length / subset.length).toFixed(3)
      : '—';
  console.log(
    `${'category'.padEnd(12)}${'all: n'.padStart(8)}${'R@1'.padStart(7)}${'R@3'.padStart(7)}` +
      `${'unique names: n'.padStart(18)}${'R@1'.padStart(7)}${'R@3'.padStart(7)}`,
  );
  let belowTarget = false;
  for (const category of ['exact', ...TYPO_CATEGORIES, 'name + LGA', 'split word']) {
    const all = results.filter((result) => result.category === category);
    const unique = all.filter((result) => result.uniqueName);
    console.log(
      `${category.padEnd(12)}${String(all.length).padStart(8)}${recall(all, 1).padStart(7)}${recall(all, 3).padStart(7)}` +
        `${String(unique.length).padStart(18)}${recall(unique, 1).padStart(7)}${recall(unique, 3).padStart(7)}`,
    );
    if (TYPO_CATEGORIES.includes(category) && Number(recall(unique, 3)) < TARGET_RECALL_AT_3)
      belowTarget = true;
  }
  console.log(
    `\nTarget: recall@3 ≥ ${TARGET_RECALL_AT_3} on typo'd names (unique names): ${belowTarget ? 'NOT MET' : 'met'}.`,
  );

  console.log('\nMisses (unique names first), query → top 3 [what the search understood]:');
  for (const category of ['exact', ...TYPO_CATEGORIES, 'name + LGA']) {
    const misses = results
      .filter((result) => result.category === category && result.rank === null)
      .sort((a, b) => Number(b.uniqueName) - Number(a.uniqueName))
      .slice(0, MISSES_SHOWN_PER_CATEGORY);
    for (const { text, target, answer } of misses) {
      const place = (lga: string | null | undefined) => (lga ? ` (${lga})` : '');
      const top = answer.items.map((item) => `${item.name}${place(item.place.lga?.name)}`).join(' | ');
      const corrections = answer.interpreted.corrections.map(({ from, to }) => `${from}→${to}`).join(', ');
      console.log(
        `  [${category}] "${text}" → ${top || '(nothing)'} [${answer.interpreted.text ?? '—'}` +
          `${corrections ? `; ${corrections}` : ''}]\n      wanted: ${target.name}${place(target.lga)}`,
      );
    }
  }
  const suggestionsMet = await suggestionsLeadToResults();
  process.exitCode = belowTarget || !suggestionsMet ? 1 : 0;
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
