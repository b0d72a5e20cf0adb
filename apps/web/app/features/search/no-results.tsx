import { Trans } from '@lingui/react/macro';
import { DIRECTORY_LINKS } from '~/components/layout/directory-links';
import { ActiveFilterLinks } from './active-filter-links';
import { DirectoryLinkList } from './directory-link-list';
import type { ActiveFilter } from './active-filters';

/** The empty state: what to try next, with a link that drops each filter in force. */
export function NoResults({ q, filters }: { q: string | undefined; filters: readonly ActiveFilter[] }) {
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
          <Trans>Browse the directories:</Trans> <DirectoryLinkList directories={DIRECTORY_LINKS} />
        </li>
      </ul>
    </section>
  );
}
