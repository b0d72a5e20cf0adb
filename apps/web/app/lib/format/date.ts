import { HTML_LANG, SOURCE_LOCALE, type Locale } from '~/lib/i18n/locales';

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/**
 * "2026-11-22" → "22 November 2026" (the en-NG long date), the same on server and browser: no locale data
 * or time zone is involved, so a phone with an old browser cannot render a different text than the server.
 * In another language the date is Intl's ("22 Nuwamba, 2026"): a browser without that language's data
 * would write it otherwise, so the element showing it keeps the server's text (`suppressHydrationWarning`).
 */
export function formatLongDate(isoDate: string, locale: Locale = SOURCE_LOCALE): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  const monthName = month === undefined ? undefined : MONTHS[month - 1];
  if (!year || !day || !monthName || month === undefined) return isoDate;
  if (locale === SOURCE_LOCALE) return `${day} ${monthName} ${year}`;
  return longDateFormat(locale).format(Date.UTC(year, month - 1, day));
}

/**
 * Days from `from` to `to` (YYYY-MM-DD, both included): "25 December 2026", "25–26 December 2026",
 * "30 November – 1 December 2026". Other languages are Intl's range, kept from the server's render as
 * `formatLongDate` is.
 */
export function formatDayRange(from: string, to: string, locale: Locale = SOURCE_LOCALE): string {
  if (from === to) return formatLongDate(from, locale);
  const [fromYear, fromMonth, fromDay] = from.split('-').map(Number);
  const [toYear, toMonth, toDay] = to.split('-').map(Number);
  if (!fromYear || !fromMonth || !fromDay || !toYear || !toMonth || !toDay) return `${from} – ${to}`;
  if (locale !== SOURCE_LOCALE)
    return longDateFormat(locale).formatRange(
      Date.UTC(fromYear, fromMonth - 1, fromDay),
      Date.UTC(toYear, toMonth - 1, toDay),
    );
  if (fromYear !== toYear) return `${formatLongDate(from)} – ${formatLongDate(to)}`;
  if (fromMonth !== toMonth) return `${fromDay} ${MONTHS[fromMonth - 1]} – ${formatLongDate(to)}`;
  return `${fromDay}–${formatLongDate(to)}`;
}

/** One formatter per language, made when first needed: a page formats a date per listed number. */
const longDateFormats = new Map<Locale, Intl.DateTimeFormat>();
function longDateFormat(locale: Locale): Intl.DateTimeFormat {
  let format = longDateFormats.get(locale);
  if (!format) {
    const options = { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' } as const;
    format = new Intl.DateTimeFormat(HTML_LANG[locale], options);
    longDateFormats.set(locale, format);
  }
  return format;
}

/** Nigeria is UTC+1 all year (WAT, no daylight saving). */
const WAT_OFFSET_MS = 60 * 60 * 1000;

/** The calendar date (YYYY-MM-DD) in Nigeria of an instant such as "2024-11-10T23:30:00Z" (→ 2024-11-11). */
export function dateInNigeria(timestamp: string): string {
  const time = Date.parse(timestamp);
  return Number.isNaN(time) ? timestamp : new Date(time + WAT_OFFSET_MS).toISOString().slice(0, 10);
}

/** An instant as its long date in Nigeria: "2024-11-10T23:30:00Z" → "11 November 2024". */
export function formatDateInNigeria(timestamp: string, locale: Locale = SOURCE_LOCALE): string {
  return formatLongDate(dateInNigeria(timestamp), locale);
}

/** An instant as its long date and 24-hour time in Nigeria: "2024-11-10T23:30:00Z" → "11 November 2024, 00:30". */
export function formatDateTimeInNigeria(timestamp: string): string {
  const time = Date.parse(timestamp);
  if (Number.isNaN(time)) return timestamp;
  const clock = new Date(time + WAT_OFFSET_MS).toISOString().slice(11, 16);
  return `${formatDateInNigeria(timestamp)}, ${clock}`;
}
