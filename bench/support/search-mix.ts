/**
 * The search benchmarks' data and mix: `bench:search` sends it to a server, `bench:search-index` runs it
 * through the index alone, and `bench:search-quality`'s autocomplete check uses its text queries.
 */
import { nigerianStates } from '@carefinder/db';

export const SIZE = { facilities: 50_000, providers: 100_000, reviews: 150_000 };
/** The PostgreSQL database seeded at SIZE, kept for the next run. */
export const POSTGRES_URL =
  process.env.BENCH_SEARCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/carefinder_bench_search';

/** Names, types, services and places as visitors type them, spelt right. */
export const TEXT_QUERIES = [
  'general hospital',
  'paediatrics',
  'clinic ikeja',
  'maternity home',
  'eye clinic',
  'diagnostic centre abuja',
  'teaching hospital',
  'pharmacy',
  'antenatal care',
  'dialysis kano',
] as const;

/** Misspelt as visitors misspell them. */
export const TYPO_QUERIES = [
  'genral hospitl ikeja',
  'pimary helth centre',
  'gyneacologist',
  'paediatrcs',
  'opthalmology',
  'diagnostc centre',
  'maternty home enugu',
] as const;

/** Doctors by specialty or name (the mix sends them with kind=provider). */
export const PROVIDER_TEXT_QUERIES = ['gynaecologist', 'adebayo', 'dr chukwuemeka'] as const;

export type SearchParams = Record<string, string | number>;
export const searches = (list: SearchParams[]) =>
  list.map(
    (params) =>
      `/api/search?${new URLSearchParams(Object.entries(params).map(([key, value]) => [key, String(value)]))}`,
  );

function capital(alias: string) {
  const state = nigerianStates.find((candidate) => candidate.alias === alias);
  if (!state) throw new Error(`No state ${alias}`);
  return { lat: state.capitalLatitude, lon: state.capitalLongitude };
}

/** The search mix by kind of query; the load cycles through all of them. */
export const searchMix: Record<string, string[]> = {
  text: searches(TEXT_QUERIES.map((q) => ({ q }))),
  typo: searches(TYPO_QUERIES.map((q) => ({ q }))),
  filtered: searches([
    { state: 'lagos', facilityType: 'general-hospital' },
    { state: 'lagos', lga: 'ikeja' },
    { insurance: 'nhia', state: 'kano' },
    { insurance: 'hygeia-hmo' },
    { ownership: 'private', level: 'secondary' },
    { facilityType: 'maternity-home', state: 'oyo' },
    { service: 'dialysis' },
    { service: 'antenatal-care', state: 'rivers' },
    { kind: 'facility', specialty: 'cardiology' },
    { q: 'hospital', state: 'enugu', minRating: 4 },
    { q: 'clinic', insurance: 'ilera-eko' },
  ]),
  'near me': searches([
    { ...capital('lagos'), radiusKm: 10, sort: 'distance' },
    { ...capital('abuja'), radiusKm: 25, sort: 'distance' },
    { ...capital('kano'), radiusKm: 50, sort: 'distance' },
    { ...capital('rivers'), radiusKm: 20, sort: 'distance', q: 'hospital' },
    { ...capital('oyo'), radiusKm: 30, sort: 'distance', facilityType: 'pharmacy' },
    { ...capital('enugu'), radiusKm: 15, sort: 'distance', q: 'clinic' },
    { ...capital('kaduna'), radiusKm: 40, sort: 'distance', kind: 'facility' },
    { ...capital('edo'), radiusKm: 10, sort: 'distance', service: 'emergency-care' },
  ]),
  'open now': searches([
    { openNow: 'true', q: 'pharmacy' },
    { openNow: 'true', q: 'hospital', state: 'lagos' },
    { openNow: 'true', q: 'emergency' },
    { openNow: 'true', ...capital('abuja'), radiusKm: 20, sort: 'distance' },
    { openNow: 'true', q: 'maternity', state: 'kaduna' },
  ]),
  paginated: searches([
    { q: 'hospital', page: 2 },
    { q: 'hospital', page: 5 },
    { q: 'primary health centre', page: 3 },
    { state: 'lagos', page: 4 },
    { kind: 'provider', specialty: 'general-practice', page: 2 },
  ]),
  providers: searches([
    { kind: 'provider', specialty: 'paediatrics' },
    { kind: 'provider', specialty: 'cardiology', state: 'lagos' },
    { kind: 'provider', specialty: 'obstetrics-and-gynaecology', insurance: 'nhia' },
    ...PROVIDER_TEXT_QUERIES.map((q) => ({ kind: 'provider', q })),
    { kind: 'provider', q: 'dermatology', state: 'abuja' },
  ]),
};
