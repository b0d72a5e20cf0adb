import { Trans } from '@lingui/react/macro';
import type { HoursException } from '@carefinder/contracts';
import { formatDayRange } from '~/lib/format/date';
import { useLocale } from '~/lib/i18n/use-locale';

/**
 * What is coming, or holding today, in place of the week's hours: "Closed 25–26 December 2026: Christmas",
 * "Open 11:00–14:00 on 24 December 2026: Reduced hours".
 */
export function DatedHours({ exceptions }: { exceptions: readonly HoursException[] }) {
  const { locale } = useLocale();
  if (exceptions.length === 0) return null;
  return (
    <ul className="flex flex-col gap-1">
      {exceptions.map((exception) => {
        // Another language's dates are Intl's, which a browser may write otherwise: the server's text stays.
        const days = (
          <time dateTime={exception.from} suppressHydrationWarning>
            {formatDayRange(exception.from, exception.to, locale)}
          </time>
        );
        const open = exception.open?.slice(0, 5);
        const close = exception.close?.slice(0, 5);
        const reason = exception.reason;
        return (
          <li key={exception.from} className="font-semibold text-gray-900">
            {exception.isClosed ? (
              reason ? (
                <Trans>
                  Closed {days}: {reason}
                </Trans>
              ) : (
                <Trans>Closed {days}</Trans>
              )
            ) : reason ? (
              <Trans>
                Open {open}–{close} on {days}: {reason}
              </Trans>
            ) : (
              <Trans>
                Open {open}–{close} on {days}
              </Trans>
            )}
          </li>
        );
      })}
    </ul>
  );
}
