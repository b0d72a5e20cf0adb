import { redirect, type LoaderFunctionArgs } from 'react-router';
import { searchResultSchema } from '@carefinder/contracts';
import type { SearchFacets, SearchItem, SearchResult } from '@carefinder/contracts';
import { apiRetryAfter, getServerApiClient, visitorAddressHeaders } from '~/lib/api.server';
import { mapTileSettings } from '~/lib/config.server';
import { apiErrorStatus, formErrorsFromApiError } from '~/lib/forms/form-errors';
import { toPhoneLink } from '~/lib/format/phone';
import type { PhoneLink } from '~/lib/format/phone';
import { localePath } from '~/lib/i18n/locale-path';
import type { Locale } from '~/lib/i18n/locales';
import { pageMessages } from '~/lib/i18n/page-messages.server';
import { termsNamedIn } from '~/lib/term-names.server';
import { readSearchParams, searchQuery, searchResultHref, withoutParams } from '~/lib/search-url';
import type { SearchParams } from '~/lib/search-url';
import { keptFilterOptions } from './filter-options.server';

/** A result as the page renders it: its phone already formatted, so the page needs no phone library. */
export type SearchItemView = Omit<SearchItem, 'phone'> & { phone: PhoneLink | null };
export type SearchResultView = Omit<SearchResult, 'items' | 'facets'> & {
  items: SearchItemView[];
  counts: FacetCounts;
};

/**
 * How many results each filter's choice would keep, by the choice's value: the facets without their
 * names, which the filters already carry.
 */
export type FacetCounts = Readonly<Record<keyof SearchFacets, Readonly<Record<string, number>>>>;

const countsBy = <Entry extends { count: number }>(
  entries: readonly Entry[],
  key: (entry: Entry) => string,
) => Object.fromEntries(entries.map((entry) => [key(entry), entry.count]));

const facetCounts = (facets: SearchFacets): FacetCounts => ({
  kind: facets.kind,
  facilityType: countsBy(facets.facilityType, (term) => term.slug),
  ownership: countsBy(facets.ownership, (ownership) => ownership.value),
  level: countsBy(facets.level, (level) => level.value),
  state: countsBy(facets.state, (state) => state.alias),
  insurance: countsBy(facets.insurance, (term) => term.slug),
});

/** A parameter the API refused, with its reason. */
export interface ParameterProblem {
  param: string;
  message: string;
}

export type SearchOutcome =
  | { ok: true; result: SearchResultView }
  /** 400: settings the API refuses; 429: too many searches from the visitor's address just now. */
  | { ok: false; status: 400 | 429; problems: ParameterProblem[]; retryAfter?: string };

const UNPLACED_PROBLEM = 'The search could not run with these settings.';

/**
 * GET /api/search with the page's parameters, counted against the visitor's address; a 400 becomes the
 * reasons and a 429 how long to wait, to show on the page.
 */
async function search(params: SearchParams, request: Request): Promise<SearchOutcome> {
  try {
    const response = await getServerApiClient().get<unknown>('/search', {
      // A query string, not an object: `capability` repeats, as the API reads it.
      params: searchQuery(params),
      headers: visitorAddressHeaders(request),
    });
    const { facets, ...result } = searchResultSchema.parse(response.data);
    const items = result.items.map((item) => ({
      ...item,
      phone: item.phone ? toPhoneLink(item.phone) : null,
    }));
    return { ok: true, result: { ...result, items, counts: facetCounts(facets) } };
  } catch (error) {
    const status = apiErrorStatus(error);
    if (status !== 400 && status !== 429) throw error;
    const { fieldErrors, formError } = formErrorsFromApiError(error);
    const problems = Object.entries(fieldErrors).map(([param, message]) => ({ param, message }));
    const retryAfter = apiRetryAfter(error);
    return {
      ok: false,
      status,
      problems: problems.length > 0 ? problems : [{ param: '', message: formError ?? UNPLACED_PROBLEM }],
      ...(retryAfter ? { retryAfter } : {}),
    };
  }
}

/** The results with their types and specialties named in the page's language. */
async function inPageLanguage(outcome: SearchOutcome, locale: Locale): Promise<SearchOutcome> {
  if (!outcome.ok) return outcome;
  const [typeNamed, specialtyNamed] = await Promise.all([
    termsNamedIn(locale, 'facility-types'),
    termsNamedIn(locale, 'specialties'),
  ]);
  const items = outcome.result.items.map((item) => ({
    ...item,
    facilityType: item.facilityType && typeNamed(item.facilityType),
    specialties: item.specialties.map(specialtyNamed),
  }));
  return { ok: true, result: { ...outcome.result, items } };
}

/**
 * The results page's data, all from its URL: the search, every filter's choices (by a kept file's address)
 * and the map settings, in the page's language. An LGA of another state (the state changed in a form without JavaScript) is
 * dropped by a redirect, so the URL always says what the results are.
 */
export async function loadSearchPage(args: Pick<LoaderFunctionArgs, 'params' | 'request'>) {
  const { request } = args;
  const words = await pageMessages(args, ['search', 'listings']);
  const params = readSearchParams(new URL(request.url).searchParams);
  const optionsLoading = keptFilterOptions(params.state, words.locale);
  if (params.state && params.lga) {
    const { lgas } = (await optionsLoading).options;
    if (lgas.length > 0 && !lgas.some(([slug]) => slug === params.lga))
      throw redirect(localePath(words.locale, searchResultHref(withoutParams(params, 'lga'))));
  }
  const [outcome, { address: options }] = await Promise.all([
    search(params, request).then((found) => inPageLanguage(found, words.locale)),
    optionsLoading,
  ]);
  return {
    ...words,
    params,
    outcome,
    options,
    map: mapTileSettings(),
  };
}

export type SearchLoaderData = Awaited<ReturnType<typeof loadSearchPage>>;
