import { msg } from '@lingui/core/macro';
import type { I18n } from '@lingui/core';
import type { FacilityLevel, FacilityOwnership } from '@carefinder/contracts';
import { LEVEL_WORDS, OWNERSHIP_WORDS } from '~/components/listing/classification-words';
import { CAPABILITY_PARAM, withoutParams, withoutPosition } from '~/lib/search-url';
import type { SearchParamKey, SearchParamName, SearchParams } from '~/lib/search-url';
import type { FilterOption, FilterOptions } from './filter-options.server';
import { KIND_LABELS, PARAM_LABELS } from './search-labels';

/** `params` without one capability asked for, from page 1. */
export function withoutCapability(params: SearchParams, capability: string): SearchParams {
  const rest = withoutParams(params, CAPABILITY_PARAM);
  const kept = (params.capability ?? []).filter((value) => value !== capability);
  return kept.length ? { ...rest, capability: kept } : rest;
}

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
  options.find(([choice]) => choice === value)?.[1] ?? value;

/**
 * Every filter the results URL sets, in the filter panel's order, in the page's language, each with the URL
 * (built by `hrefOf`, in the page's language) that drops it.
 */
export function activeFilters(
  params: SearchParams,
  options: FilterOptions,
  { i18n, hrefOf }: { i18n: I18n; hrefOf: (params: SearchParams) => string },
): ActiveFilter[] {
  const filters: ActiveFilter[] = [];
  const addLink = (label: string, rest: SearchParams) => filters.push({ label, removeHref: hrefOf(rest) });
  const add = (label: string, ...dropped: SearchParamName[]) =>
    addLink(label, withoutParams(params, ...dropped));
  const named = (param: SearchParamKey, value: string) => {
    const filter = i18n._(PARAM_LABELS[param]);
    return i18n._(msg`${filter}: ${value}`);
  };

  if (params.kind === 'facility' || params.kind === 'provider') {
    const kind = i18n._(KIND_LABELS[params.kind]);
    add(i18n._(msg`${kind} only`), 'kind');
  }
  if (params.lat && params.lon) addLink(i18n._(msg`Near your location`), withoutPosition(params));
  if (params.lat && params.lon && params.radiusKm) {
    const km = params.radiusKm;
    add(i18n._(msg`Within ${km} km`), 'radiusKm');
  }
  if (params.openNow === 'true') add(i18n._(msg`Open now`), 'openNow');
  // An LGA belongs to its state: dropping the state drops it too.
  if (params.state) add(named('state', nameOf(options.states, params.state)), 'state', 'lga');
  if (params.lga) add(named('lga', nameOf(options.lgas, params.lga)), 'lga');
  for (const [param, list] of TERM_FILTERS) {
    const value = params[param];
    if (value) add(named(param, nameOf(options[list], value)), param);
  }
  // The choices name each capability in plain words: "Can do a caesarean section".
  for (const capability of params.capability ?? [])
    addLink(nameOf(options.capabilities, capability), withoutCapability(params, capability));
  const ownership = OWNERSHIP_WORDS[params.ownership as FacilityOwnership];
  if (params.ownership)
    add(named('ownership', ownership ? i18n._(ownership) : params.ownership), 'ownership');
  const level = LEVEL_WORDS[params.level as FacilityLevel];
  if (params.level) add(named('level', level ? i18n._(level) : params.level), 'level');
  if (params.minRating) {
    const rating = params.minRating;
    add(i18n._(msg`Rated ${rating} or more`), 'minRating');
  }
  return filters;
}
