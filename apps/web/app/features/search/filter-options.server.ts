import { lgaListSchema, stateListSchema, taxonomyListSchema } from '@carefinder/contracts';
import type { TaxonomyKind } from '@carefinder/contracts';
import { fetchForPage } from '~/lib/api.server';

/** One choice of a filter: what the URL carries and what the visitor reads. */
export interface FilterOption {
  value: string;
  name: string;
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
const lists = new Map<string, { expiresAt: number; options: Promise<FilterOption[]> }>();

function cachedList(path: string, load: () => Promise<FilterOption[]>): Promise<FilterOption[]> {
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

const taxonomyOptions = (kind: TaxonomyKind) =>
  cachedList(`/${kind}`, async () =>
    (await fetchForPage(`/${kind}`, taxonomyListSchema)).items.map(({ slug, name }) => ({
      value: slug,
      name,
    })),
  );

const stateOptions = () =>
  cachedList('/states', async () =>
    (await fetchForPage('/states', stateListSchema)).items.map(({ alias, name }) => ({ value: alias, name })),
  );

const lgaOptions = (stateAlias: string) =>
  cachedList(`/states/${stateAlias}/lgas`, async () =>
    (await fetchForPage(`/states/${encodeURIComponent(stateAlias)}/lgas`, lgaListSchema)).items.map(
      ({ slug, name }) => ({ value: slug, name }),
    ),
  );

/** Every filter's choices; the LGAs only of a state the API knows. */
export async function loadFilterOptions(stateAlias: string | undefined): Promise<FilterOptions> {
  const [states, facilityTypes, services, specialties, conditions, procedures, insurance] = await Promise.all(
    [
      stateOptions(),
      taxonomyOptions('facility-types'),
      taxonomyOptions('services'),
      taxonomyOptions('specialties'),
      taxonomyOptions('conditions'),
      taxonomyOptions('procedures'),
      taxonomyOptions('insurance'),
    ],
  );
  const knownState = states.some((state) => state.value === stateAlias) ? stateAlias : undefined;
  const lgas = knownState ? await lgaOptions(knownState) : [];
  return { states, lgas, facilityTypes, services, specialties, conditions, procedures, insurance };
}
