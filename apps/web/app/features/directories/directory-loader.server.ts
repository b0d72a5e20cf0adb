import type { LoaderFunctionArgs } from 'react-router';
import { nameIn, taxonomyListSchema } from '@carefinder/contracts';
import { fetchForPage } from '~/lib/api.server';
import { HTML_LANG, SOURCE_LOCALE } from '~/lib/i18n/locales';
import { pageMessages } from '~/lib/i18n/page-messages.server';
import { groupByInitial } from './a-z';
import type { DirectoryKind } from './directories';

export interface DirectoryEntry {
  slug: string;
  /** In the page's language where the entry has a name in it, else the English name. */
  name: string;
  /** The name shown is the English one on a page in another language (marked so for screen readers). */
  nameInEnglish: boolean;
  description: string;
  facilityCount: number;
  providerCount: number;
}

/**
 * One directory's entries from the API in the page's language, grouped A–Z on the server (in that
 * language's order) so the page only renders them.
 */
export async function loadDirectory(
  kind: DirectoryKind,
  args: Pick<LoaderFunctionArgs, 'params' | 'request'>,
) {
  const [words, { items }] = await Promise.all([
    pageMessages(args, ['directories']),
    fetchForPage(`/${kind}`, taxonomyListSchema),
  ]);
  const { locale } = words;
  const entries: DirectoryEntry[] = items.map(
    ({ slug, name, names, description, facilityCount, providerCount }) => {
      const shown = nameIn(locale, { name, names });
      return {
        slug,
        name: shown,
        nameInEnglish: locale !== SOURCE_LOCALE && shown === name,
        description,
        facilityCount,
        providerCount,
      };
    },
  );
  return { ...words, kind, groups: groupByInitial(entries, HTML_LANG[locale]) };
}

export type DirectoryLoaderData = Awaited<ReturnType<typeof loadDirectory>>;
