import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import type { ActiveFilter } from './active-filters';

/** The filters in force, each a link to the results without it. */
export function ActiveFilterLinks({ filters }: { filters: readonly ActiveFilter[] }) {
  return (
    <ul className="flex flex-wrap gap-2">
      {filters.map((filter) => (
        <li key={filter.label}>
          <Link
            to={filter.removeHref}
            className="inline-flex min-h-[40px] items-center gap-2 rounded-full border border-gray-400 bg-gray-50 px-3 text-gray-900 hover:border-green-700"
          >
            <span className="sr-only">
              <Trans>Remove the filter</Trans>
            </span>{' '}
            {filter.label}
            <span aria-hidden="true" className="font-bold text-gray-700">
              ×
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
