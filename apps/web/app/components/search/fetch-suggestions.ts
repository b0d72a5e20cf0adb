import { suggestResultSchema } from '@carefinder/contracts';
import type { Suggestion } from '@carefinder/contracts';
import { getBrowserApiClient } from '~/lib/api-client';
import type { Locale } from '~/lib/i18n/locales';

/**
 * GET /api/suggest through the browser's API client, checked against the contract. Its own chunk, loaded
 * when a visitor first focuses a search box: the client and zod stay out of every page's first view.
 */
export async function fetchSuggestions(
  query: string,
  locale: Locale,
  signal: AbortSignal,
): Promise<Suggestion[]> {
  const params = locale === 'en' ? { q: query } : { q: query, lang: locale };
  const response = await getBrowserApiClient().get<unknown>('/suggest', { params, signal });
  return suggestResultSchema.parse(response.data).items;
}
