import { msg } from '@lingui/core/macro';
import type { I18n } from '@lingui/core';
import { comingExceptions, type HoursException, type ReadinessEntry } from '@carefinder/contracts';
import { formatDayRange, formatLongDate } from '~/lib/format/date';
import type { Locale } from '~/lib/i18n/locales';

/*
 * The facility page's dated facts worded on the server, in the page's language: the browser gets the text,
 * not the code that writes dates and picks sentences (the page's scripts stay within their budget).
 */

/** A readiness fact as the page shows it. */
export interface ReadinessLine {
  slug: string;
  name: string;
  /** What the capability means, in the page's language where it has been written in it. */
  description: string;
  current: boolean;
  /** "Confirmed by the facility on 20 November 2026 · Source: …", or "Not confirmed since …". */
  said: string;
}

function confirmedLine(i18n: I18n, entry: ReadinessEntry, locale: Locale): string {
  const date = formatLongDate(entry.confirmedAt, locale);
  if (!entry.current) return i18n._(msg`Not confirmed since ${date}`);
  if (entry.confirmedBy === 'facility') return i18n._(msg`Confirmed by the facility on ${date}`);
  if (entry.confirmedBy === 'visitors') return i18n._(msg`Reported by visitors on ${date}`);
  return i18n._(msg`Confirmed by CareFinder on ${date}`);
}

/** The facility's readiness, current facts first, each with who confirmed it when, and its source. */
export function readinessLines(
  i18n: I18n,
  readiness: readonly ReadinessEntry[],
  locale: Locale,
  describe: (slug: string) => string,
): ReadinessLine[] {
  const ordered = [
    ...readiness.filter((entry) => entry.current),
    ...readiness.filter((entry) => !entry.current),
  ];
  return ordered.map((entry) => {
    const source = entry.source;
    const confirmed = confirmedLine(i18n, entry, locale);
    return {
      slug: entry.capability.slug,
      name: entry.capability.name,
      description: describe(entry.capability.slug),
      current: entry.current,
      said: source ? `${confirmed} · ${i18n._(msg`Source: ${source}`)}` : confirmed,
    };
  });
}

function datedHoursLine(i18n: I18n, exception: HoursException, locale: Locale): string {
  const days = formatDayRange(exception.from, exception.to, locale);
  const { reason } = exception;
  if (exception.isClosed)
    return reason ? i18n._(msg`Closed ${days}: ${reason}`) : i18n._(msg`Closed ${days}`);
  const open = exception.open?.slice(0, 5) ?? '';
  const close = exception.close?.slice(0, 5) ?? '';
  return reason
    ? i18n._(msg`Open ${open}–${close} on ${days}: ${reason}`)
    : i18n._(msg`Open ${open}–${close} on ${days}`);
}

/** What is coming, or holding today, in place of the week's hours: "Closed 25–26 December 2026: Christmas". */
export const datedHoursLines = (
  i18n: I18n,
  exceptions: readonly HoursException[],
  today: string,
  locale: Locale,
): { from: string; said: string }[] =>
  comingExceptions(exceptions, today).map((exception) => ({
    from: exception.from,
    said: datedHoursLine(i18n, exception, locale),
  }));
