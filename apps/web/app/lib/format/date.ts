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
 */
export function formatLongDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  const monthName = month === undefined ? undefined : MONTHS[month - 1];
  if (!year || !day || !monthName) return isoDate;
  return `${day} ${monthName} ${year}`;
}

/** Nigeria is UTC+1 all year (WAT, no daylight saving). */
const WAT_OFFSET_MS = 60 * 60 * 1000;

/** The calendar date (YYYY-MM-DD) in Nigeria of an instant such as "2024-11-10T23:30:00Z" (→ 2024-11-11). */
export function dateInNigeria(timestamp: string): string {
  const time = Date.parse(timestamp);
  return Number.isNaN(time) ? timestamp : new Date(time + WAT_OFFSET_MS).toISOString().slice(0, 10);
}

/** An instant as its long date in Nigeria: "2024-11-10T23:30:00Z" → "11 November 2024". */
export function formatDateInNigeria(timestamp: string): string {
  return formatLongDate(dateInNigeria(timestamp));
}

/** An instant as its long date and 24-hour time in Nigeria: "2024-11-10T23:30:00Z" → "11 November 2024, 00:30". */
export function formatDateTimeInNigeria(timestamp: string): string {
  const time = Date.parse(timestamp);
  if (Number.isNaN(time)) return timestamp;
  const clock = new Date(time + WAT_OFFSET_MS).toISOString().slice(11, 16);
  return `${formatDateInNigeria(timestamp)}, ${clock}`;
}
