import type { TaxonomyKind } from '@carefinder/contracts';
import { STATE_OTHER_NAMES, TOWN_LGAS } from './place-names.ts';
import { searchWords, type NamedPlace } from './query-words.ts';
import type { CatalogueRows } from './search-types.ts';

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
  /**
   * Every state and LGA by its name's words, and by the other names people type (place-names.ts), for
   * reading places out of a query.
   */
  namedPlaces: NamedPlace<SearchPlace>[];
}

const withWords = <Entry extends { name: string; keywords?: string }>(entry: Entry) => ({
  ...entry,
  words: searchWords(entry.keywords === undefined ? entry.name : `${entry.name} ${entry.keywords}`),
});

/** The lists as search reads them: each entry with its words, and the lookups a request needs. */
export function buildCatalogue(rows: CatalogueRows): SearchCatalogue {
  // An entry's words, as the listings' documents hold them (SQL term_search_text): its names in the
  // other languages too.
  const terms = rows.terms.map(({ names, ...term }) => ({
    ...term,
    words: searchWords([term.name, term.keywords, ...Object.values(names)].join(' ')),
  }));
  const states = rows.states.map(withWords);
  const lgas = rows.lgas.map(withWords);
  const termKey = (kind: string, slug: string) => `${kind}/${slug}`;
  const termById = new Map(terms.map((term) => [term.id, term]));
  const termsByKey = new Map(terms.map((term) => [termKey(term.kind, term.slug), term]));
  // An old slug (a renamed or merged entry) names the entry it now belongs to; a live slug wins.
  for (const alias of rows.slugAliases) {
    const term = termById.get(alias.termId);
    const key = termKey(alias.kind, alias.slug);
    if (term && !termsByKey.has(key)) termsByKey.set(key, term);
  }
  const stateById = new Map(states.map((state) => [state.id, state]));
  const stateByAlias = new Map(states.map((state) => [state.alias, state]));
  const lgaBySlug = new Map(lgas.map((lga) => [`${stateById.get(lga.stateId)?.alias}/${lga.slug}`, lga]));
  const namedPlaces: NamedPlace<SearchPlace>[] = [
    ...states.flatMap((state) =>
      [state.words, ...(STATE_OTHER_NAMES[state.alias] ?? []).map((name) => searchWords(name))].map(
        (words) => ({ words, place: { state, lga: null }, isState: true }),
      ),
    ),
    ...lgas.flatMap((lga) => {
      const state = stateById.get(lga.stateId);
      return state ? [{ words: lga.words, place: { state, lga }, isState: false }] : [];
    }),
    ...TOWN_LGAS.flatMap((town) => {
      const state = stateByAlias.get(town.state);
      const lga = lgaBySlug.get(`${town.state}/${town.lga}`);
      return state && lga ? [{ words: searchWords(town.name), place: { state, lga }, isState: false }] : [];
    }),
  ];
  return {
    terms,
    termById,
    termBySlug: (kind, slug) => termsByKey.get(termKey(kind, slug)),
    states,
    stateById,
    stateByAlias,
    lgas,
    lgaById: new Map(lgas.map((lga) => [lga.id, lga])),
    namedPlaces,
  };
}
