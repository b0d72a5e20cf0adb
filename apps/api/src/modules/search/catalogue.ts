import {
  LEXICON_MEANING_KINDS,
  type Language,
  type NamesInLanguages,
  type OtherLanguage,
  type TaxonomyKind,
} from '@carefinder/contracts';
import { plural } from './english-plural.ts';
import { STATE_OTHER_NAMES, TOWN_LGAS } from './place-names.ts';
import { nameKey, searchWords, type NamedPlace } from './query-words.ts';
import type { CatalogueRows } from './search-types.ts';

export interface CatalogueTerm {
  id: number;
  kind: TaxonomyKind;
  slug: string;
  name: string;
  keywords: string;
  /** Its names in the other languages (`nameIn`). */
  names: NamesInLanguages;
  /** How people say it, from the search lexicon: more names, in any language. */
  said: string[];
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

/** A state, an LGA, or a town (one LGA or several: Ibadan's five). */
export interface SearchPlace {
  state: CatalogueState;
  /** The one LGA the name covers; null for a state, or a town over several. */
  lga: CatalogueLga | null;
  /** The LGAs the name covers: none for a state. */
  lgas: readonly CatalogueLga[];
  /** A town's name as people write it ("Ibadan", "Yaba"); null for a state or an LGA. */
  town: string | null;
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
   * The entries of the lists that say what is sought (types, services, specialties) by each of their names
   * as a name key: English, singular and plural, and in the site's other languages ("pharmacies", "kantin
   * magani"); in the lists' order. What a query names (`namedTerms`).
   */
  termsByName: Map<string, CatalogueTerm[]>;
  /**
   * The languages each of those names is a name in ("asibiti": Hausa; "pharmacy": English), by name key; and
   * the English of their keywords ("chemist").
   */
  languagesOfName: Map<string, Set<Language>>;
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

/** Lists whose entry names read as "what" in "<what> in <place>": the lexicon's meanings. */
const DESCRIBING_LISTS: readonly TaxonomyKind[] = LEXICON_MEANING_KINDS;

/** A whole state as a place. */
export const statePlace = (state: CatalogueState): SearchPlace => ({
  state,
  lga: null,
  lgas: [],
  town: null,
});

/** "benin city" → "Benin City". */
const titleCase = (name: string) => name.replace(/\b[a-z]/g, (letter) => letter.toUpperCase());

/** The lists as search reads them: each entry with its words, and the lookups a request needs. */
export function buildCatalogue(rows: CatalogueRows): SearchCatalogue {
  // An entry's words, as the listings' documents hold them (SQL term_search_text): its names in the
  // other languages and the lexicon's phrases too.
  const terms = rows.terms.map((term) => {
    const said = term.said.map((phrase) => phrase.phrase);
    return {
      ...term,
      said,
      words: searchWords([term.name, term.keywords, ...Object.values(term.names), ...said].join(' ')),
    };
  });
  const termsByName = new Map<string, CatalogueTerm[]>();
  const languagesOfName = new Map<string, Set<Language>>();
  rows.terms.forEach((row, index) => {
    if (!DESCRIBING_LISTS.includes(row.kind)) return;
    const term = terms[index]!;
    const named: [string, Language][] = [
      [row.name, 'en'],
      [plural(row.name), 'en'],
      ...Object.entries(row.names).map(
        ([language, name]) => [name, language as OtherLanguage] as [string, Language],
      ),
      ...row.said.map(({ phrase, language }) => [phrase, language] as [string, Language]),
    ];
    for (const [name, language] of named) {
      const key = nameKey(name);
      if (!key) continue;
      const known = termsByName.get(key) ?? [];
      if (!known.includes(term)) termsByName.set(key, [...known, term]);
      languagesOfName.set(key, (languagesOfName.get(key) ?? new Set()).add(language));
    }
    // Its keywords are English words ("chemist", "dentist"): they say a query is English, without naming it.
    for (const word of searchWords(row.keywords))
      languagesOfName.set(word, (languagesOfName.get(word) ?? new Set()).add('en'));
  });
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
        (words) => ({ words, place: statePlace(state), isState: true }),
      ),
    ),
    ...lgas.flatMap((lga) => {
      const state = stateById.get(lga.stateId);
      return state
        ? [{ words: lga.words, place: { state, lga, lgas: [lga], town: null }, isState: false }]
        : [];
    }),
    ...TOWN_LGAS.flatMap((town) => {
      const state = stateByAlias.get(town.state);
      const townLgas = town.lgas.flatMap((slug) => lgaBySlug.get(`${town.state}/${slug}`) ?? []);
      if (!state || !townLgas.length) return [];
      const place = {
        state,
        lga: townLgas.length === 1 ? townLgas[0]! : null,
        lgas: townLgas,
        town: titleCase(town.name),
      };
      return [{ words: searchWords(town.name), place, isState: false }];
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
    termsByName,
    languagesOfName,
  };
}

/**
 * The entries the words are one of the names of ("pharmacies", "eye clinic", "kantin magani"), in the lists'
 * order; none when they are anything more (a listing's name, "Ruwan Tabo Health Clinic", names none).
 */
export const namedTerms = (catalogue: SearchCatalogue, words: readonly string[]): readonly CatalogueTerm[] =>
  catalogue.termsByName.get(words.join(' ')) ?? [];

/** The facility type the words name (`namedTerms`), or null. */
export const facilityTypeNamed = (catalogue: SearchCatalogue, words: readonly string[]): number | null =>
  namedTerms(catalogue, words).find((term) => term.kind === 'facility-types')?.id ?? null;
