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

export const DAY_NAMES: Readonly<Record<Weekday, string>> = {
  MONDAY: 'Monday',
  TUESDAY: 'Tuesday',
  WEDNESDAY: 'Wednesday',
  THURSDAY: 'Thursday',
  FRIDAY: 'Friday',
  SATURDAY: 'Saturday',
  SUNDAY: 'Sunday',
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
export function hoursText(entry: OpeningHoursEntry | undefined): string {
  if (!entry) return 'Not listed';
  if (entry.isAlwaysOpen) return 'Open 24 hours';
  if (entry.isClosed) return 'Closed';
  const overnight = entry.close <= entry.open;
  return `${clock(entry.open)}–${clock(entry.close)}${overnight ? ' (next day)' : ''}`;
}

/** The week's hours, Monday to Sunday, with today (in Nigeria, from the server) marked. */
export function weekHours(entries: readonly OpeningHoursEntry[], today: Weekday): HoursRow[] {
  return WEEK_ORDER.map((day) => ({
    day,
    dayName: DAY_NAMES[day],
    hours: hoursText(entries.find((entry) => entry.day === day)),
    isToday: day === today,
  }));
}
