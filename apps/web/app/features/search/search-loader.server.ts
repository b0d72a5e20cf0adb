import { redirect } from 'react-router';
import { searchResultSchema } from '@carefinder/contracts';
import type { SearchItem, SearchResult } from '@carefinder/contracts';
import { apiRetryAfter, getServerApiClient, visitorAddressHeaders } from '~/lib/api.server';
import { mapTileSettings } from '~/lib/config.server';
import { apiErrorStatus, formErrorsFromApiError } from '~/lib/forms/form-errors';
import { toPhoneLink } from '~/lib/format/phone';
import type { PhoneLink } from '~/lib/format/phone';
import { readSearchParams, searchResultHref, withoutParams } from '~/lib/search-url';
import type { SearchParams } from '~/lib/search-url';
import { loadFilterOptions } from './filter-options.server';

/** A result as the page renders it: its phone already formatted, so the page needs no phone library. */
export type SearchItemView = Omit<SearchItem, 'phone'> & { phone: PhoneLink | null };
export type SearchResultView = Omit<SearchResult, 'items'> & { items: SearchItemView[] };

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
      params,
      headers: visitorAddressHeaders(request),
    });
    const result = searchResultSchema.parse(response.data);
    const items = result.items.map((item) => ({
      ...item,
      phone: item.phone ? toPhoneLink(item.phone) : null,
    }));
    return { ok: true, result: { ...result, items } };
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

/**
 * The results page's data, all from its URL: the search, every filter's choices and the map settings.
 * An LGA of another state (the state changed in a form without JavaScript) is dropped by a redirect, so
 * the URL always says what the results are.
 */
export async function loadSearchPage(request: Request) {
  const url = new URL(request.url);
  const params = readSearchParams(url.searchParams);
  const optionsLoading = loadFilterOptions(params.state);
  if (params.state && params.lga) {
    const { lgas } = await optionsLoading;
    if (lgas.length > 0 && !lgas.some((lga) => lga.value === params.lga))
      throw redirect(searchResultHref(withoutParams(params, 'lga')));
  }
  const [outcome, options] = await Promise.all([search(params, request), optionsLoading]);
  return {
    params,
    outcome,
    options,
    map: mapTileSettings(),
  };
}

export type SearchLoaderData = Awaited<ReturnType<typeof loadSearchPage>>;
