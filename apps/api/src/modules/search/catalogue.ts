import type { TaxonomyKind } from '@carefinder/contracts';
import { schema, type Database } from '@carefinder/db';
import { searchWords, type NamedPlace } from './query-words.ts';

export interface CatalogueTerm {
  id: number;
  kind: TaxonomyKind;
  slug: string;
  name: string;
  keywords: string;
  /** The words of the name and the keywords, as queries are read (`searchWords`). */
  words: string[];
}

export interface CatalogueState {
  id: number;
  alias: string;
  name: string;
  /** The name's words, as queries are read. */
  words: string[];
}

export interface CatalogueLga {
  id: number;
  stateId: number;
  slug: string;
  name: string;
  /** The name's words, as queries are read. */
  words: string[];
}

export interface SearchPlace {
  state: CatalogueState;
  lga: CatalogueLga | null;
}

/** The small, rarely edited lists search reads on every request: taxonomy terms, states and LGAs. */
export interface SearchCatalogue {
  terms: CatalogueTerm[];
  termById: Map<number, CatalogueTerm>;
  termBySlug: (kind: TaxonomyKind, slug: string) => CatalogueTerm | undefined;
  states: CatalogueState[];
  stateById: Map<number, CatalogueState>;
  stateByAlias: Map<string, CatalogueState>;
  lgas: CatalogueLga[];
  lgaById: Map<number, CatalogueLga>;
  /** Every state and LGA by its name's words, for reading places out of a query. */
  namedPlaces: NamedPlace<SearchPlace>[];
}

/** ADMIN's edits to a list reach search within this time. */
const CATALOGUE_TTL_MS = 60_000;
/** Names people use for a state that its official name does not contain. */
const STATE_NICKNAMES: Record<string, string[]> = { abuja: ['abuja', 'fct'] };

const cache = new WeakMap<Database, { loadedAt: number; catalogue: Promise<SearchCatalogue> }>();

/** Drops the cached lists, so the next search reads ADMIN's edit at once. */
export function forgetSearchCatalogue(db: Database): void {
  cache.delete(db);
}

/** The cached lists, or freshly loaded ones when they are older than `maxAgeMs` (default a minute). */
export function getSearchCatalogue(db: Database, maxAgeMs = CATALOGUE_TTL_MS): Promise<SearchCatalogue> {
  const now = Date.now();
  const cached = cache.get(db);
  if (cached && now - cached.loadedAt < maxAgeMs) return cached.catalogue;
  const catalogue = loadCatalogue(db);
  cache.set(db, { loadedAt: now, catalogue });
  catalogue.catch(() => cache.delete(db));
  return catalogue;
}

const withWords = <Entry extends { name: string; keywords?: string }>(entry: Entry) => ({
  ...entry,
  words: searchWords(entry.keywords === undefined ? entry.name : `${entry.name} ${entry.keywords}`),
});

async function loadCatalogue(db: Database): Promise<SearchCatalogue> {
  const [termRows, stateRows, lgaRows] = await Promise.all([
    db
      .select({
        id: schema.taxonomyTerms.id,
        kind: schema.taxonomyTerms.kind,
        slug: schema.taxonomyTerms.slug,
        name: schema.taxonomyTerms.name,
        keywords: schema.taxonomyTerms.keywords,
      })
      .from(schema.taxonomyTerms),
    db
      .select({ id: schema.states.id, alias: schema.states.alias, name: schema.states.name })
      .from(schema.states),
    db
      .select({
        id: schema.lgas.id,
        stateId: schema.lgas.stateId,
        slug: schema.lgas.slug,
        name: schema.lgas.name,
      })
      .from(schema.lgas),
  ]);
  const terms = termRows.map(withWords);
  const states = stateRows.map(withWords);
  const lgas = lgaRows.map(withWords);
  const termKey = (kind: string, slug: string) => `${kind}/${slug}`;
  const termsByKey = new Map(terms.map((term) => [termKey(term.kind, term.slug), term]));
  const stateById = new Map(states.map((state) => [state.id, state]));
  const namedPlaces: NamedPlace<SearchPlace>[] = [
    ...states.flatMap((state) =>
      [state.words, ...(STATE_NICKNAMES[state.alias] ?? []).map((name) => searchWords(name))].map(
        (words) => ({
          words,
          place: { state, lga: null },
          isState: true,
        }),
      ),
    ),
    ...lgas.flatMap((lga) => {
      const state = stateById.get(lga.stateId);
      return state ? [{ words: lga.words, place: { state, lga }, isState: false }] : [];
    }),
  ];
  return {
    terms,
    termById: new Map(terms.map((term) => [term.id, term])),
    termBySlug: (kind, slug) => termsByKey.get(termKey(kind, slug)),
    states,
    stateById,
    stateByAlias: new Map(states.map((state) => [state.alias, state])),
    lgas,
    lgaById: new Map(lgas.map((lga) => [lga.id, lga])),
    namedPlaces,
  };
}
