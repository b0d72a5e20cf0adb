import { taxonomyListSchema } from '@carefinder/contracts';
import { fetchForPage } from '~/lib/api.server';
import { groupByInitial } from './a-z';
import type { DirectoryKind } from './directories';

export interface DirectoryEntry {
  slug: string;
  name: string;
  description: string;
  facilityCount: number;
  providerCount: number;
}

/** One directory's entries from the API, grouped A–Z on the server so the page only renders them. */
export async function loadDirectory(kind: DirectoryKind) {
  const { items } = await fetchForPage(`/${kind}`, taxonomyListSchema);
  const entries: DirectoryEntry[] = items.map(
    ({ slug, name, description, facilityCount, providerCount }) => ({
      slug,
      name,
      description,
      facilityCount,
      providerCount,
    }),
  );
  return { kind, groups: groupByInitial(entries) };
}

export type DirectoryLoaderData = Awaited<ReturnType<typeof loadDirectory>>;
