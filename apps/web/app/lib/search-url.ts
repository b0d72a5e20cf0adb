/**
 * The results page (spec §2). Its query string is GET /api/search's, so a results URL can be shared,
 * bookmarked and read by the server without JavaScript.
 */
export const SEARCH_RESULT_PATH = '/search-result';

/** Every parameter of a results URL, in the order a built URL lists them. */
const SEARCH_PARAM_NAMES = [
  'q',
  'kind',
  'state',
  'lga',
  'facilityType',
  'service',
  'specialty',
  'condition',
  'procedure',
  'insurance',
  'ownership',
  'level',
  'openNow',
  'minRating',
  'lat',
  'lon',
  'radiusKm',
  'sort',
  'page',
  'pageSize',
] as const;
export type SearchParamName = (typeof SEARCH_PARAM_NAMES)[number];
/**
 * A results URL's parameters: one value each, but `capability`, which repeats (every capability asked for
 * must hold), kept in one order.
 */
export type SearchParams = Partial<Record<SearchParamName, string>> & { capability?: readonly string[] };
/** The parameter that repeats. */
export const CAPABILITY_PARAM = 'capability';
/** Any parameter of a results URL. */
export type SearchParamKey = SearchParamName | typeof CAPABILITY_PARAM;

/**
 * Values that mean the same as leaving the parameter out (packages/contracts searchQuerySchema's defaults),
 * kept out of built URLs so one search has one URL. Repeated here rather than imported: the contracts
 * module brings zod, and this one is in every page's first view.
 */
const IMPLIED_VALUES: SearchParams = { kind: 'all', openNow: 'false', sort: 'relevance', page: '1' };

const nonBlank = (value: FormDataEntryValue | string | null | undefined) =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

/**
 * The known, non-blank parameters of a results URL or of the search form (a GET form sends blanks). `type`,
 * the old name of `facilityType` (the API still accepts it), is read as `facilityType`, so a bookmark made
 * before the rename keeps its filter.
 */
export function readSearchParams(source: URLSearchParams | FormData): SearchParams {
  const params: SearchParams = {};
  for (const name of SEARCH_PARAM_NAMES) {
    const value = nonBlank(source.get(name));
    if (value !== undefined) params[name] = value;
  }
  const oldFacilityType = nonBlank(source.get('type'));
  if (params.facilityType === undefined && oldFacilityType !== undefined)
    params.facilityType = oldFacilityType;
  const capabilities = capabilityList(source.getAll(CAPABILITY_PARAM).map(nonBlank));
  if (capabilities.length) params.capability = capabilities;
  return params;
}

/** Capabilities each once, in one order: one search has one URL. */
const capabilityList = (values: readonly (string | undefined)[]): string[] =>
  [...new Set(values.filter((value): value is string => Boolean(value)))].sort();

/** `params` as a query string (the API's and the page's), in one order, blank or implied values left out. */
export function searchQuery(params: SearchParams): URLSearchParams {
  const query = new URLSearchParams();
  for (const name of SEARCH_PARAM_NAMES) {
    const value = params[name]?.trim();
    if (value && value !== IMPLIED_VALUES[name]) query.set(name, value);
    if (name === 'insurance')
      for (const capability of capabilityList(params.capability ?? []))
        query.append(CAPABILITY_PARAM, capability);
  }
  return query;
}

/** The results URL of `params`, with the parameters in one order and blank or implied values left out. */
export function searchResultHref(params: SearchParams): string {
  const search = searchQuery(params).toString();
  return search ? `${SEARCH_RESULT_PATH}?${search}` : SEARCH_RESULT_PATH;
}

/** `params` without the named parameters (and back on page 1: the remaining results are a new set). */
export function withoutParams(params: SearchParams, ...names: SearchParamKey[]): SearchParams {
  const rest: SearchParams = { ...params };
  for (const name of [...names, 'page' as const]) delete rest[name];
  return rest;
}

/** `params` without the visitor's position, and so without nearest-first order, from page 1. */
export function withoutPosition(params: SearchParams): SearchParams {
  const rest = withoutParams(params, 'lat', 'lon', 'radiusKm');
  if (rest.sort === 'distance') delete rest.sort;
  return rest;
}

/** Four decimals (about 11 m) locate a visitor well enough for "near me" and keep the URL short. */
const coordinate = (degrees: number) => String(Math.round(degrees * 1e4) / 1e4);

/** `params` searched around a position, nearest first, from page 1. */
export function nearPosition(
  params: SearchParams,
  { latitude, longitude }: { latitude: number; longitude: number },
): SearchParams {
  return {
    ...withoutParams(params),
    lat: coordinate(latitude),
    lon: coordinate(longitude),
    sort: 'distance',
  };
}
