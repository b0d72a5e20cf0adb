import { Trans, useLingui } from '@lingui/react/macro';
import type { ReadinessEntry } from '@carefinder/contracts';
import { ListingSection } from '~/components/listing/listing-section';
import { formatLongDate } from '~/lib/format/date';
import { useLocale } from '~/lib/i18n/use-locale';

/**
 * What the facility can do in an emergency, each fact with the day it was last confirmed and by whom. A fact
 * older than 90 days says so ("Not confirmed since …"): it may no longer be true, and search no longer
 * trusts it.
 */
export function ReadinessSection({ readiness }: { readiness: readonly ReadinessEntry[] }) {
  const { t } = useLingui();
  if (readiness.length === 0) return null;
  const ordered = [
    ...readiness.filter((entry) => entry.current),
    ...readiness.filter((entry) => !entry.current),
  ];
  return (
    <ListingSection id="readiness-heading" title={t`In an emergency`}>
      <ul className="flex flex-col gap-2">
        {ordered.map((entry) => (
          <li key={entry.capability.slug} className="flex flex-col">
            <span className={entry.current ? 'font-semibold text-gray-900' : 'font-semibold text-gray-700'}>
              <span aria-hidden="true">{entry.current ? '✓ ' : '? '}</span>
              {entry.capability.name}
            </span>
            <span className="text-sm text-gray-800">
              <ConfirmedLine entry={entry} />
              {entry.source && (
                <>
                  {' · '}
                  <Trans>Source: {entry.source}</Trans>
                </>
              )}
            </span>
          </li>
        ))}
      </ul>
      <p className="text-sm text-gray-700">
        <Trans>
          Call before you go: what a facility can do changes. Facts older than 90 days are not trusted.
        </Trans>
      </p>
    </ListingSection>
  );
}

function ConfirmedLine({ entry }: { entry: ReadinessEntry }) {
  const { locale } = useLocale();
  // Another language's dates are Intl's, which a browser may write otherwise: the server's text stays.
  const date = (
    <time dateTime={entry.confirmedAt} suppressHydrationWarning>
      {formatLongDate(entry.confirmedAt, locale)}
    </time>
  );
  if (!entry.current) return <Trans>Not confirmed since {date}</Trans>;
  if (entry.confirmedBy === 'facility') return <Trans>Confirmed by the facility on {date}</Trans>;
  if (entry.confirmedBy === 'visitors') return <Trans>Reported by visitors on {date}</Trans>;
  return <Trans>Confirmed by CareFinder on {date}</Trans>;
}
