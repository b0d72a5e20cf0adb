import type { LoaderFunctionArgs } from 'react-router';
import { nameIn, taxonomyListSchema } from '@carefinder/contracts';
import { fetchForPage } from '~/lib/api.server';
import { HTML_LANG, isLocale, requestedLocale, SOURCE_LOCALE, type Locale } from '~/lib/i18n/locales';
import { keepFile } from '~/lib/kept-files';
import { keptFileOf } from '~/lib/kept-files.server';
import { pageMessages } from '~/lib/i18n/page-messages.server';
import { groupByInitial, type InitialGroup } from './a-z';
import { DIRECTORIES, type DirectoryKind } from './directories';

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

export type DirectoryGroups = InitialGroup<DirectoryEntry>[];

/**
 * One directory's entries from the API in the page's language, grouped A–Z on the server (in that
 * language's order) so the page only renders them; as a kept file (decision 0036), since the page's HTML
 * holds them all already.
 */
async function directoryFile(kind: DirectoryKind, locale: Locale) {
  const { items } = await fetchForPage(`/${kind}`, taxonomyListSchema);
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
  const groups: DirectoryGroups = groupByInitial(entries, HTML_LANG[locale]);
  return { ...keptFileOf(`directories/${locale}`, kind, groups), groups };
}

export async function loadDirectory(
  kind: DirectoryKind,
  args: Pick<LoaderFunctionArgs, 'params' | 'request'>,
) {
  const [words, { address, groups }] = await Promise.all([
    pageMessages(args, ['directories']),
    directoryFile(kind, requestedLocale(args.params)),
  ]);
  keepFile(address, groups);
  return { ...words, kind, groups: address };
}

const isDirectoryKind = (name: string | undefined): name is DirectoryKind =>
  name !== undefined && Object.hasOwn(DIRECTORIES, name);

/** Today's entries of a `/directories/:locale/:file` address. */
export async function directoryAt(
  locale: string,
  kind: string | undefined,
): Promise<{ address: string; json: string } | undefined> {
  return isLocale(locale) && isDirectoryKind(kind) ? directoryFile(kind, locale) : undefined;
}

export type DirectoryLoaderData = Awaited<ReturnType<typeof loadDirectory>>;
