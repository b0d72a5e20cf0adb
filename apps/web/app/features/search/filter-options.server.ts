import { lgaListSchema, nameIn, stateListSchema, taxonomyListSchema } from '@carefinder/contracts';
import type { NamesInLanguages, TaxonomyKind } from '@carefinder/contracts';
import { fetchForPage } from '~/lib/api.server';
import type { Locale } from '~/lib/i18n/locales';

/**
 * One choice of a filter: what the URL carries and what the visitor reads. A pair, not an object: every
 * results page carries some 300 of them in its data (as JSON text, decision 0033) as well as in its HTML.
 */
export type FilterOption = readonly [value: string, name: string];

/** A list's entry as kept: its English name and, for the curated lists, its names in the other languages. */
interface ListEntry {
  value: string;
  name: string;
  names?: NamesInLanguages;
}

export interface FilterOptions {
  states: FilterOption[];
  /** The chosen state's LGAs; none until a state is chosen. */
  lgas: FilterOption[];
  facilityTypes: FilterOption[];
  services: FilterOption[];
  specialties: FilterOption[];
  conditions: FilterOption[];
  procedures: FilterOption[];
  insurance: FilterOption[];
}

/**
 * The lists change only when an ADMIN edits them, while every results page needs all of them: this server
 * keeps each for a few minutes instead of asking the API (which counts listings per entry) on every search.
 */
const LIST_TTL_MS = 5 * 60_000;
const lists = new Map<string, { expiresAt: number; options: Promise<ListEntry[]> }>();

function cachedList(path: string, load: () => Promise<ListEntry[]>): Promise<ListEntry[]> {
  const now = Date.now();
  const kept = lists.get(path);
  if (kept && kept.expiresAt > now) return kept.options;
  const options = load();
  lists.set(path, { expiresAt: now + LIST_TTL_MS, options });
  // A failure is not kept: the next page asks again.
  options.catch(() => {
    if (lists.get(path)?.options === options) lists.delete(path);
  });
  return options;
}

/** A list's entries named in the page's language, in English where they have no name in it. */
const taxonomyOptions = async (kind: TaxonomyKind, locale: Locale): Promise<FilterOption[]> =>
  (
    await cachedList(`/${kind}`, async () =>
      (await fetchForPage(`/${kind}`, taxonomyListSchema)).items.map(({ slug, name, names }) => ({
        value: slug,
        name,
        names,
      })),
    )
  ).map((term) => [term.value, nameIn(locale, term)]);

const asOptions = async (entries: Promise<ListEntry[]>): Promise<FilterOption[]> =>
  (await entries).map(({ value, name }) => [value, name]);

const stateOptions = () =>
  asOptions(
    cachedList('/states', async () =>
      (await fetchForPage('/states', stateListSchema)).items.map(({ alias, name }) => ({
        value: alias,
        name,
      })),
    ),
  );

const lgaOptions = (stateAlias: string) =>
  asOptions(
    cachedList(`/states/${stateAlias}/lgas`, async () =>
      (await fetchForPage(`/states/${encodeURIComponent(stateAlias)}/lgas`, lgaListSchema)).items.map(
        ({ slug, name }) => ({ value: slug, name }),
      ),
    ),
  );

/** Every filter's choices in the page's language; the LGAs only of a state the API knows. */
export async function loadFilterOptions(
  stateAlias: string | undefined,
  locale: Locale,
): Promise<FilterOptions> {
  const [states, facilityTypes, services, specialties, conditions, procedures, insurance] = await Promise.all(
    [
      stateOptions(),
      taxonomyOptions('facility-types', locale),
      taxonomyOptions('services', locale),
      taxonomyOptions('specialties', locale),
      taxonomyOptions('conditions', locale),
      taxonomyOptions('procedures', locale),
      taxonomyOptions('insurance', locale),
    ],
  );
  const knownState = states.some(([alias]) => alias === stateAlias) ? stateAlias : undefined;
  const lgas = knownState ? await lgaOptions(knownState) : [];
  return { states, lgas, facilityTypes, services, specialties, conditions, procedures, insurance };
}
