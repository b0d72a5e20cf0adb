import type { Lga, State, TaxonomyKind, TaxonomyList } from '@carefinder/contracts';
import { getBrowserApiClient } from '~/lib/api-client';
import type { TermOptions } from './listing-form';

/**
 * Reads an editor works from skip the browser's cache: the listing's public GET may be cached for a minute,
 * and a stale copy would carry a stale ETag (412 on save) or miss an entry just added to a list.
 */
export const FRESH = { headers: { 'cache-control': 'no-cache' } };

/** The entries of each list an editor offers, by kind. */
export async function loadTermOptions(kinds: readonly TaxonomyKind[]): Promise<TermOptions> {
  const lists = await Promise.all(
    kinds.map((kind) =>
      getBrowserApiClient()
        .get<TaxonomyList>(`/${kind}`, FRESH)
        .then(({ data }) => [kind, data.items.map(({ slug, name }) => ({ slug, name }))] as const),
    ),
  );
  return Object.fromEntries(lists);
}

// States and their LGAs are reference data, the same until a release: read once per page load.
let statesRead: Promise<readonly State[]> | undefined;
const lgasRead = new Map<string, Promise<readonly Lga[]>>();

export function loadStates(): Promise<readonly State[]> {
  statesRead ??= getBrowserApiClient()
    .get<{ items: State[] }>('/states')
    .then(({ data }) => data.items)
    .catch((error: unknown) => {
      statesRead = undefined;
      throw error;
    });
  return statesRead;
}

export function loadLgas(stateAlias: string): Promise<readonly Lga[]> {
  let lgas = lgasRead.get(stateAlias);
  if (!lgas) {
    lgas = getBrowserApiClient()
      .get<{ items: Lga[] }>(`/states/${encodeURIComponent(stateAlias)}/lgas`)
      .then(({ data }) => data.items)
      .catch((error: unknown) => {
        lgasRead.delete(stateAlias);
        throw error;
      });
    lgasRead.set(stateAlias, lgas);
  }
  return lgas;
}
