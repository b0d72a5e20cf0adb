import type { FacilityLevel, FacilityOwnership } from '@carefinder/contracts';
import { searchResultHref, withoutParams, withoutPosition } from '~/lib/search-url';
import type { SearchParamName, SearchParams } from '~/lib/search-url';
import type { FilterOption, FilterOptions } from './filter-options.server';
import { KIND_LABELS, levelLabel, ownershipLabel, PARAM_LABELS } from './search-labels';

/** A filter in force, and the results URL without it. */
export interface ActiveFilter {
  label: string;
  removeHref: string;
}

const TERM_FILTERS = [
  ['facilityType', 'facilityTypes'],
  ['service', 'services'],
  ['specialty', 'specialties'],
  ['condition', 'conditions'],
  ['procedure', 'procedures'],
  ['insurance', 'insurance'],
] as const satisfies ReadonlyArray<readonly [SearchParamName, keyof FilterOptions]>;

const nameOf = (options: readonly FilterOption[], value: string) =>
  options.find((option) => option.value === value)?.name ?? value;

/** Every filter the results URL sets, in the filter panel's order, each with the URL that drops it. */
export function activeFilters(params: SearchParams, options: FilterOptions): ActiveFilter[] {
  const filters: ActiveFilter[] = [];
  const addLink = (label: string, rest: SearchParams) =>
    filters.push({ label, removeHref: searchResultHref(rest) });
  const add = (label: string, ...dropped: SearchParamName[]) =>
    addLink(label, withoutParams(params, ...dropped));

  if (params.kind === 'facility' || params.kind === 'provider')
    add(`${KIND_LABELS[params.kind]} only`, 'kind');
  if (params.lat && params.lon) addLink('Near your location', withoutPosition(params));
  if (params.lat && params.lon && params.radiusKm) add(`Within ${params.radiusKm} km`, 'radiusKm');
  if (params.openNow === 'true') add('Open now', 'openNow');
  // An LGA belongs to its state: dropping the state drops it too.
  if (params.state) add(`${PARAM_LABELS.state}: ${nameOf(options.states, params.state)}`, 'state', 'lga');
  if (params.lga) add(`${PARAM_LABELS.lga}: ${nameOf(options.lgas, params.lga)}`, 'lga');
  for (const [param, list] of TERM_FILTERS) {
    const value = params[param];
    if (value) add(`${PARAM_LABELS[param]}: ${nameOf(options[list], value)}`, param);
  }
  if (params.ownership)
    add(`${PARAM_LABELS.ownership}: ${ownershipLabel(params.ownership as FacilityOwnership)}`, 'ownership');
  if (params.level) add(`${PARAM_LABELS.level}: ${levelLabel(params.level as FacilityLevel)}`, 'level');
  if (params.minRating) add(`Rated ${params.minRating} or more`, 'minRating');
  return filters;
}
