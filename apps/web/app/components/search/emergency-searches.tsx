import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { useLocale } from '~/lib/i18n/use-locale';
import { searchResultHref, type SearchParams } from '~/lib/search-url';

/** The searches of someone who cannot wait: facilities open now whose readiness holds what they need. */
const EMERGENCY_SEARCHES = [
  { label: msg`Give birth tonight`, params: { capability: ['bemonc'], openNow: 'true' } },
  { label: msg`Emergency care open now`, params: { capability: ['emergency-24h'], openNow: 'true' } },
] as const satisfies readonly { label: MessageDescriptor; params: SearchParams }[];

/** Quick links to the emergency searches, for the home and emergency pages. */
export function EmergencySearches() {
  const { i18n } = useLingui();
  const { pathIn } = useLocale();
  return (
    <ul className="flex flex-wrap gap-2">
      {EMERGENCY_SEARCHES.map(({ label, params }) => (
        <li key={params.capability[0]}>
          <Link
            to={pathIn(searchResultHref(params))}
            className="inline-flex min-h-[44px] items-center rounded-full border-2 border-red-700 bg-white px-4 font-semibold text-red-800 hover:bg-red-50"
          >
            {i18n._(label)}
          </Link>
        </li>
      ))}
    </ul>
  );
}
