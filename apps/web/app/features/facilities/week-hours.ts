import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { OpeningHoursEntry, Weekday } from '@carefinder/contracts';

/** The week as a Nigerian reader expects it: Monday first. */
export const WEEK_ORDER: readonly Weekday[] = [
  'MONDAY',
  'TUESDAY',
  'WEDNESDAY',
  'THURSDAY',
  'FRIDAY',
  'SATURDAY',
  'SUNDAY',
];

const DAY_NAMES: Readonly<Record<Weekday, MessageDescriptor>> = {
  MONDAY: msg`Monday`,
  TUESDAY: msg`Tuesday`,
  WEDNESDAY: msg`Wednesday`,
  THURSDAY: msg`Thursday`,
  FRIDAY: msg`Friday`,
  SATURDAY: msg`Saturday`,
  SUNDAY: msg`Sunday`,
};

export interface HoursRow {
  day: Weekday;
  dayName: string;
  hours: string;
  isToday: boolean;
}

/** "08:00:00" → "08:00" (spec §3 times are HH:mm:ss; pages show HH:mm). */
const clock = (time: string) => time.slice(0, 5);

/** One day's hours as text; a close at or before the open time is on the next day (DESIGN §5). */
export function hoursText(entry: OpeningHoursEntry | undefined, i18n: I18n): string {
  if (!entry) return i18n._(msg`Not listed`);
  if (entry.isAlwaysOpen) return i18n._(msg`Open 24 hours`);
  if (entry.isClosed) return i18n._(msg`Closed`);
  const open = clock(entry.open);
  const close = clock(entry.close);
  return entry.close <= entry.open ? i18n._(msg`${open}–${close} (next day)`) : `${open}–${close}`;
}

/** The week's hours, Monday to Sunday, in the page's language, with today (in Nigeria, from the server) marked. */
export function weekHours(entries: readonly OpeningHoursEntry[], today: Weekday, i18n: I18n): HoursRow[] {
  return WEEK_ORDER.map((day) => ({
    day,
    dayName: i18n._(DAY_NAMES[day]),
    hours: hoursText(
      entries.find((entry) => entry.day === day),
      i18n,
    ),
    isToday: day === today,
  }));
}
