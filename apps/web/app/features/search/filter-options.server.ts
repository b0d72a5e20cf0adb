import { lgaListSchema, nameIn, stateListSchema } from '@carefinder/contracts';
import type { TaxonomyKind } from '@carefinder/contracts';
import { fetchForPage } from '~/lib/api.server';
import { isLocale, type Locale } from '~/lib/i18n/locales';
import { catalogI18n } from '~/lib/i18n/messages.server';
import { keepFile, type KeptFile } from '~/lib/kept-files';
import { keptFileOf } from '~/lib/kept-files.server';
import { cachedList, termList, type ListEntry } from '~/lib/term-names.server';
import { capabilityChoices } from './capability-words';

/**
 * One choice of a filter: what the URL carries and what the visitor reads. A pair, not an object: a results
 * page shows some 300 of them, in its HTML and in a kept file for its scripts.
 */
export type FilterOption = readonly [value: string, name: string];

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
  /** Emergency capabilities in plain words in the page's language ("Can do a caesarean section"), most urgent first. */
  capabilities: FilterOption[];
}

/** A list's entries named in the page's language, in English where they have no name in it. */
const taxonomyOptions = async (kind: TaxonomyKind, locale: Locale): Promise<FilterOption[]> =>
  (await termList(kind)).map((term) => [term.value, nameIn(locale, term)]);

/** The capabilities as a visitor asks for them (capability-words.ts), in the page's language. */
async function capabilityOptions(locale: Locale): Promise<FilterOption[]> {
  const [entries, i18n] = await Promise.all([termList('capabilities'), catalogI18n(locale, ['search'])]);
  return capabilityChoices(entries, i18n, locale);
}

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
async function loadFilterOptions(stateAlias: string | undefined, locale: Locale): Promise<FilterOptions> {
  const [states, facilityTypes, services, specialties, conditions, procedures, insurance, capabilities] =
    await Promise.all([
      stateOptions(),
      taxonomyOptions('facility-types', locale),
      taxonomyOptions('services', locale),
      taxonomyOptions('specialties', locale),
      taxonomyOptions('conditions', locale),
      taxonomyOptions('procedures', locale),
      taxonomyOptions('insurance', locale),
      capabilityOptions(locale),
    ]);
  const knownState = states.some(([alias]) => alias === stateAlias) ? stateAlias : undefined;
  const lgas = knownState ? await lgaOptions(knownState) : [];
  return {
    states,
    lgas,
    facilityTypes,
    services,
    specialties,
    conditions,
    procedures,
    insurance,
    capabilities,
  };
}

/** The choices of the filters as a kept file (decision 0036): one per language, and per state for its LGAs. */
async function filterOptionsFile(stateAlias: string | undefined, locale: Locale) {
  const options = await loadFilterOptions(stateAlias, locale);
  const name = stateAlias && options.lgas.length > 0 ? stateAlias : 'all';
  return { ...keptFileOf(`search-options/${locale}`, name, options), options };
}

/** The results page's filter choices, kept for its render; its data names their address. */
export async function keptFilterOptions(
  stateAlias: string | undefined,
  locale: Locale,
): Promise<{ address: KeptFile<FilterOptions>; options: FilterOptions }> {
  const { address, options } = await filterOptionsFile(stateAlias, locale);
  keepFile(address, options);
  return { address, options };
}

/** Today's choices of a `/search-options/:locale/:file` address (`all`, or a state's alias). */
export async function filterOptionsAt(
  locale: string,
  name: string | undefined,
): Promise<{ address: string; json: string } | undefined> {
  if (!isLocale(locale) || name === undefined) return undefined;
  return filterOptionsFile(name === 'all' ? undefined : name, locale);
}
