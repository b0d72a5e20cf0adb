import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Fragment } from 'react';
import { Link, useRouteLoaderData } from 'react-router';
import { JsonLd } from '~/components/listing/json-ld';
import { searchHref } from '~/components/listing/search-href';
import { useLocale } from '~/lib/i18n/use-locale';
import { pageFile } from '~/lib/kept-files';
import { serializeJsonLd } from '~/lib/structured-data';
import { INDEX_LETTERS, initialAnchor, initialLabel, OTHER_INITIAL } from './a-z';
import { countsShown, DIRECTORIES, type ListingCount } from './directories';
import type { DirectoryEntry, DirectoryLoaderData } from './directory-loader.server';

/** "220 facilities · 1 doctor": the directory's own counts, and any other that is not zero. */
function ListingCounts({ entry, shown }: { entry: DirectoryEntry; shown: readonly ListingCount[] }) {
  return (
    <>
      {countsShown(entry, shown).map((count, index) => (
        <Fragment key={count}>
          {index > 0 && ' · '}
          {count === 'facilities' ? (
            <Plural value={entry.facilityCount} one="# facility" other="# facilities" />
          ) : (
            <Plural value={entry.providerCount} one="# doctor" other="# doctors" />
          )}
        </Fragment>
      ))}
    </>
  );
}

/** One directory page (spec §2): an A–Z index of a taxonomy, each entry linking to its search results. */
export default function DirectoryPage({ loaderData }: { loaderData: DirectoryLoaderData }) {
  const { t, i18n } = useLingui();
  const { locale, pathIn } = useLocale();
  // The entries' descriptions are CareFinder's English text: marked so on a page in another language.
  const english = locale === 'en' ? undefined : 'en';
  const directory = DIRECTORIES[loaderData.kind];
  const title = i18n._(directory.title);
  const description = i18n._(directory.description);
  const groups = pageFile(loaderData.groups);
  const siteUrl = useRouteLoaderData<{ siteUrl: string }>('root')?.siteUrl ?? '';
  const present = new Set(groups.map((group) => group.initial));
  const letters = present.has(OTHER_INITIAL) ? [OTHER_INITIAL, ...INDEX_LETTERS] : INDEX_LETTERS;

  return (
    <div className="flex flex-col gap-6">
      <JsonLd
        json={serializeJsonLd({
          '@context': 'https://schema.org',
          '@type': 'CollectionPage',
          name: title,
          description,
          url: siteUrl + pathIn(directory.path),
        })}
      />
      <div className="flex flex-col gap-2">
        <h1 className="text-2xl font-bold text-gray-900 md:text-3xl">{title}</h1>
        <p className="text-lg text-gray-800">{description}</p>
      </div>

      <nav id="letters" aria-label={t`Jump to a letter`}>
        <ul className="flex flex-wrap gap-1">
          {letters.map((initial) => (
            <li key={initial}>
              {present.has(initial) ? (
                <a
                  href={`#${initialAnchor(initial)}`}
                  className="inline-flex size-10 items-center justify-center rounded-md border border-gray-300 font-semibold text-green-800 hover:bg-green-50"
                >
                  {initialLabel(initial)}
                </a>
              ) : (
                // A letter without entries is shown for the shape of the alphabet but is not a link.
                <span
                  aria-hidden="true"
                  className="inline-flex size-10 items-center justify-center text-gray-600"
                >
                  {initial}
                </span>
              )}
            </li>
          ))}
        </ul>
      </nav>

      {groups.length === 0 && (
        <p className="text-gray-800">
          <Trans>Nothing is listed here yet.</Trans>
        </p>
      )}

      {groups.map((group) => (
        <section
          key={group.initial}
          aria-labelledby={initialAnchor(group.initial)}
          className="flex flex-col gap-3"
        >
          <h2
            id={initialAnchor(group.initial)}
            className="border-b border-gray-300 pb-1 text-xl font-bold text-gray-900"
          >
            {initialLabel(group.initial)}
          </h2>
          <ul className="flex flex-col gap-4">
            {group.entries.map((entry) => (
              <li key={entry.slug}>
                <Link
                  to={pathIn(searchHref(directory.filter, entry.slug))}
                  lang={entry.nameInEnglish ? 'en' : undefined}
                  className="inline-flex min-h-[40px] items-center text-lg font-semibold text-green-800 underline underline-offset-2 hover:text-green-900"
                >
                  {entry.name}
                </Link>
                <p className="text-sm font-semibold text-gray-800">
                  <ListingCounts entry={entry} shown={directory.counts} />
                </p>
                {entry.description && (
                  <p lang={english} className="text-gray-700">
                    {entry.description}
                  </p>
                )}
              </li>
            ))}
          </ul>
          <p>
            <a
              href="#letters"
              className="inline-flex min-h-[40px] items-center text-sm text-green-800 underline"
            >
              <Trans>Back to the letters</Trans>
            </a>
          </p>
        </section>
      ))}
    </div>
  );
}
