import { useLingui } from '@lingui/react';
import { Link } from 'react-router';
import { DIRECTORY_LINKS } from '~/components/listing/directory-links';
import { ActiveFilterLinks } from './active-filter-links';
import type { ActiveFilter } from './active-filters';

const LINK_CLASS =
  'inline-flex min-h-[40px] items-center font-semibold text-green-800 underline underline-offset-2';

/** The empty state: what to try next, with a link that drops each filter in force. */
export function NoResults({ q, filters }: { q: string | undefined; filters: readonly ActiveFilter[] }) {
  const { i18n } = useLingui();
  return (
    <section aria-labelledby="no-results-heading" className="flex flex-col gap-3 rounded-lg bg-gray-50 p-4">
      <h2 id="no-results-heading" className="text-xl font-bold text-gray-900">
        No results{q && <> for “{q}”</>}
      </h2>
      <p className="text-gray-900">Try one of these:</p>
      <ul className="flex list-disc flex-col gap-3 pl-5 text-gray-900">
        {q && (
          <li>
            Check the spelling, or use fewer or more general words (“hospital” rather than its full name).
          </li>
        )}
        {filters.length > 0 && (
          <li className="flex flex-col gap-2">
            Remove a filter:
            <ActiveFilterLinks filters={filters} />
          </li>
        )}
        <li>
          Browse the directories:{' '}
          <ul className="inline">
            {DIRECTORY_LINKS.map((directory, index) => (
              <li key={directory.to} className="inline">
                <Link to={directory.to} className={LINK_CLASS}>
                  {i18n._(directory.label)}
                </Link>
                {index < DIRECTORY_LINKS.length - 1 && ', '}
              </li>
            ))}
          </ul>
        </li>
      </ul>
    </section>
  );
}
