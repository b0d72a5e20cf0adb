import { suggestResultSchema } from '@carefinder/contracts';
import type { Suggestion } from '@carefinder/contracts';
import { getBrowserApiClient } from '~/lib/api-client';

/**
 * GET /api/suggest through the browser's API client, checked against the contract. Its own chunk, loaded
 * when a visitor first focuses a search box: the client and zod stay out of every page's first view.
 */
export async function fetchSuggestions(query: string, signal: AbortSignal): Promise<Suggestion[]> {
  const response = await getBrowserApiClient().get<unknown>('/suggest', { params: { q: query }, signal });
  return suggestResultSchema.parse(response.data).items;
}
