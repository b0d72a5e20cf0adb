import { Link, useRouteLoaderData } from 'react-router';
import { JsonLd } from '~/components/listing/json-ld';
import { searchHref } from '~/components/listing/search-href';
import { INDEX_LETTERS, initialAnchor, initialLabel, OTHER_INITIAL } from './a-z';
import { countsText, DIRECTORIES } from './directories';
import type { DirectoryLoaderData } from './directory-loader.server';

/** One directory page (spec §2): an A–Z index of a taxonomy, each entry linking to its search results. */
export default function DirectoryPage({ loaderData }: { loaderData: DirectoryLoaderData }) {
  const directory = DIRECTORIES[loaderData.kind];
  const { groups } = loaderData;
  const siteUrl = useRouteLoaderData<{ siteUrl: string }>('root')?.siteUrl ?? '';
  const present = new Set(groups.map((group) => group.initial));
  const letters = present.has(OTHER_INITIAL) ? [OTHER_INITIAL, ...INDEX_LETTERS] : INDEX_LETTERS;

  return (
    <div className="flex flex-col gap-6">
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'CollectionPage',
          name: directory.title,
          description: directory.description,
          url: siteUrl + directory.path,
        }}
      />
      <div className="flex flex-col gap-2">
        <h1 className="text-2xl font-bold text-gray-900 md:text-3xl">{directory.title}</h1>
        <p className="text-lg text-gray-800">{directory.description}</p>
      </div>

      <nav id="letters" aria-label="Jump to a letter">
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

      {groups.length === 0 && <p className="text-gray-800">Nothing is listed here yet.</p>}

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
                  to={searchHref(directory.filter, entry.slug)}
                  className="inline-flex min-h-[40px] items-center text-lg font-semibold text-green-800 underline underline-offset-2 hover:text-green-900"
                >
                  {entry.name}
                </Link>
                <p className="text-sm font-semibold text-gray-800">{countsText(entry, directory.counts)}</p>
                {entry.description && <p className="text-gray-700">{entry.description}</p>}
              </li>
            ))}
          </ul>
          <p>
            <a
              href="#letters"
              className="inline-flex min-h-[40px] items-center text-sm text-green-800 underline"
            >
              Back to the letters
            </a>
          </p>
        </section>
      ))}
    </div>
  );
}
