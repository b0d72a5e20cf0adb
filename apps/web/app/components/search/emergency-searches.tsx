import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { Fragment } from 'react';
import { Link } from 'react-router';
import { useLocale } from '~/lib/i18n/use-locale';
import { searchResultHref, type SearchParams } from '~/lib/search-url';

/** The searches of someone who cannot wait: facilities open now whose readiness holds what they need. */
const EMERGENCY_SEARCHES = [
  { label: msg`Give birth tonight`, params: { capability: ['bemonc'], openNow: 'true' } },
  { label: msg`Emergency care open now`, params: { capability: ['emergency-24h'], openNow: 'true' } },
] as const satisfies readonly { label: MessageDescriptor; params: SearchParams }[];

const PILL =
  'inline-flex min-h-[44px] items-center rounded-full border-2 border-red-700 bg-white px-4 font-semibold text-red-800 hover:bg-red-50';

/**
 * Quick links to the emergency searches: pills on the home page; on the emergency page, a document without
 * the app's scripts within 10 KB, a line of plain links in the page's own link style (`linkClassName`).
 */
export function EmergencySearches({ linkClassName }: { linkClassName?: string }) {
  const { i18n } = useLingui();
  const { pathIn } = useLocale();
  const searches = EMERGENCY_SEARCHES.map(({ label, params }) => ({
    key: params.capability[0],
    to: pathIn(searchResultHref(params)),
    words: i18n._(label),
  }));
  if (linkClassName)
    return (
      <p>
        {searches.map(({ key, to, words }, index) => (
          <Fragment key={key}>
            {index > 0 && ' · '}
            <a href={to} className={linkClassName}>
              {words}
            </a>
          </Fragment>
        ))}
      </p>
    );
  return (
    <ul className="flex flex-wrap gap-2">
      {searches.map(({ key, to, words }) => (
        <li key={key}>
          <Link to={to} className={PILL}>
            {words}
          </Link>
        </li>
      ))}
    </ul>
  );
}
