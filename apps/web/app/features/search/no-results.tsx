import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import { DIRECTORY_LINKS } from '~/components/layout/directory-links';
import { ActiveFilterLinks } from './active-filter-links';
import type { ActiveFilter } from './active-filters';
import { useLocale } from '~/lib/i18n/use-locale';

const LINK_CLASS =
  'inline-flex min-h-[40px] items-center font-semibold text-green-800 underline underline-offset-2';

/** The empty state: what to try next, with a link that drops each filter in force. */
export function NoResults({ q, filters }: { q: string | undefined; filters: readonly ActiveFilter[] }) {
  const { i18n } = useLingui();
  const { pathIn } = useLocale();
  return (
    <section aria-labelledby="no-results-heading" className="flex flex-col gap-3 rounded-lg bg-gray-50 p-4">
      <h2 id="no-results-heading" className="text-xl font-bold text-gray-900">
        {q ? <Trans>No results for “{q}”</Trans> : <Trans>No results</Trans>}
      </h2>
      <p className="text-gray-900">
        <Trans>Try one of these:</Trans>
      </p>
      <ul className="flex list-disc flex-col gap-3 pl-5 text-gray-900">
        {q && (
          <li>
            <Trans>
              Check the spelling, or use fewer or more general words (“hospital” rather than its full name).
            </Trans>
          </li>
        )}
        {filters.length > 0 && (
          <li className="flex flex-col gap-2">
            <Trans>Remove a filter:</Trans>
            <ActiveFilterLinks filters={filters} />
          </li>
        )}
        <li>
          <Trans>Browse the directories:</Trans>{' '}
          <ul className="inline">
            {DIRECTORY_LINKS.map((directory, index) => (
              <li key={directory.to} className="inline">
                <Link to={pathIn(directory.to)} className={LINK_CLASS}>
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
