import type { HoursException, OpeningHoursEntry, Weekday } from '@carefinder/contracts';

/*
 * The opening-status rule is written three times: the contracts' `openingStatus` (what a page shows),
 * repository.ts `openNow` (the open-now filter in SQL) and the index's `isOpen` (the same filter in memory,
 * listing-index/opening-hours.ts). This one table of cases holds all three to the same answers:
 * open-now.test.ts the contracts' and the index's, open-now.api.test.ts the SQL through the API.
 */

export interface OpenNowCase {
  hours: OpeningHoursEntry[];
  /** Dated hours, replacing the week's on their days. */
  exceptions?: HoursException[];
  /**
   * When it is asked, on a wall clock in Lagos: a weekday of the week of 22 November 2026, or a day
   * (YYYY-MM-DD), and `HH:mm:ss` (see `askedAt`).
   */
  asked: `${Weekday | `${number}-${number}-${number}`} ${string}`;
  open: boolean;
}

const entry = (
  day: Weekday,
  open: string,
  close: string,
  flags: Partial<Pick<OpeningHoursEntry, 'isAlwaysOpen' | 'isClosed'>> = {},
): OpeningHoursEntry => ({ day, open, close, isAlwaysOpen: false, isClosed: false, ...flags });

const mondayDaytime = [entry('MONDAY', '08:00:00', '18:00:00')];
const mondayOvernight = [entry('MONDAY', '20:00:00', '06:00:00')];
const sundayOvernightThenMonday = [
  entry('SUNDAY', '20:00:00', '06:00:00'),
  entry('MONDAY', '08:00:00', '18:00:00'),
];
const sundayOvernightMondayClosed = [
  entry('SUNDAY', '20:00:00', '06:00:00'),
  entry('MONDAY', '08:00:00', '18:00:00', { isClosed: true }),
];
const mondayAllDay = [entry('MONDAY', '00:00:00', '00:00:00', { isAlwaysOpen: true })];
const sundayAllDay = [entry('SUNDAY', '00:00:00', '00:00:00', { isAlwaysOpen: true })];
const mondayUntilMidnight = [entry('MONDAY', '08:00:00', '00:00:00')];
const tuesdayFromMidnight = [entry('TUESDAY', '00:00:00', '06:00:00')];
const mondayOpenEqualsClose = [entry('MONDAY', '08:00:00', '08:00:00')];
const mondayMidnightToMidnight = [entry('MONDAY', '00:00:00', '00:00:00')];
const everyDayAllDay = (
  ['SUNDAY', 'MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY'] as const
).map((day) => entry(day, '00:00:00', '00:00:00', { isAlwaysOpen: true }));

const closed = (from: string, to: string, reason = 'Public holiday'): HoursException => ({
  from,
  to,
  isClosed: true,
  open: null,
  close: null,
  reason,
});
const openFor = (day: string, open: string, close: string): HoursException => ({
  from: day,
  to: day,
  isClosed: false,
  open,
  close,
  reason: 'Reduced hours',
});
/** Monday 23 November 2026 closed (a public holiday). */
const mondayHoliday = [closed('2026-11-23', '2026-11-23')];
/** A strike over the month's end: 30 November and 1 December 2026. */
const strikeOverMonthEnd = [closed('2026-11-30', '2026-12-01', 'Strike')];

/** Each case's name says why its answer is what it is. */
export const OPEN_NOW_CASES: Record<string, OpenNowCase> = {
  'inside the hours': { hours: mondayDaytime, asked: 'MONDAY 10:15:00', open: true },
  'at the opening minute': { hours: mondayDaytime, asked: 'MONDAY 08:00:00', open: true },
  'the last second before opening': { hours: mondayDaytime, asked: 'MONDAY 07:59:59', open: false },
  'the last second before closing': { hours: mondayDaytime, asked: 'MONDAY 17:59:59', open: true },
  'at the closing minute': { hours: mondayDaytime, asked: 'MONDAY 18:00:00', open: false },
  'a day without an entry': { hours: mondayDaytime, asked: 'TUESDAY 10:00:00', open: false },

  'overnight: the minute before it opens': { hours: mondayOvernight, asked: 'MONDAY 19:59:00', open: false },
  'overnight: at the opening minute': { hours: mondayOvernight, asked: 'MONDAY 20:00:00', open: true },
  'overnight: the last second before midnight': {
    hours: mondayOvernight,
    asked: 'MONDAY 23:59:59',
    open: true,
  },
  'overnight: at midnight, into a day without an entry': {
    hours: mondayOvernight,
    asked: 'TUESDAY 00:00:00',
    open: true,
  },
  'overnight: the minute before it closes, the next day': {
    hours: mondayOvernight,
    asked: 'TUESDAY 05:59:00',
    open: true,
  },
  'overnight: at the closing minute, the next day': {
    hours: mondayOvernight,
    asked: 'TUESDAY 06:00:00',
    open: false,
  },
  'overnight: not the small hours of its own day (the day before has no entry)': {
    hours: mondayOvernight,
    asked: 'MONDAY 02:00:00',
    open: false,
  },
  "yesterday's overnight span, before today's hours": {
    hours: sundayOvernightThenMonday,
    asked: 'MONDAY 02:00:00',
    open: true,
  },
  "after yesterday's overnight span, before today's opening": {
    hours: sundayOvernightThenMonday,
    asked: 'MONDAY 07:00:00',
    open: false,
  },
  "yesterday's overnight span runs on into a day marked closed": {
    hours: sundayOvernightMondayClosed,
    asked: 'MONDAY 02:00:00',
    open: true,
  },
  'a day marked closed, after the night before ended': {
    hours: sundayOvernightMondayClosed,
    asked: 'MONDAY 12:00:00',
    open: false,
  },
  "Saturday's overnight span runs into Sunday, across the week's end": {
    hours: [entry('SATURDAY', '22:00:00', '04:00:00')],
    asked: 'SUNDAY 01:00:00',
    open: true,
  },
  "yesterday's overnight span when yesterday is marked closed": {
    hours: [entry('SUNDAY', '20:00:00', '06:00:00', { isClosed: true })],
    asked: 'MONDAY 02:00:00',
    open: false,
  },

  '24 hours: at midnight': { hours: mondayAllDay, asked: 'MONDAY 00:00:00', open: true },
  '24 hours: at night': { hours: mondayAllDay, asked: 'MONDAY 03:00:00', open: true },
  '24 hours: ends at midnight when the next day has no entry': {
    hours: mondayAllDay,
    asked: 'TUESDAY 00:00:00',
    open: false,
  },
  '24 hours: the last second of the day': { hours: sundayAllDay, asked: 'SUNDAY 23:59:59', open: true },
  '24 hours yesterday does not run past midnight': {
    hours: sundayAllDay,
    asked: 'MONDAY 00:30:00',
    open: false,
  },
  'closed all day': {
    hours: [entry('MONDAY', '08:00:00', '18:00:00', { isClosed: true })],
    asked: 'MONDAY 12:00:00',
    open: false,
  },

  'closing at midnight: the minute before': {
    hours: mondayUntilMidnight,
    asked: 'MONDAY 23:59:00',
    open: true,
  },
  'closing at midnight: at midnight': { hours: mondayUntilMidnight, asked: 'TUESDAY 00:00:00', open: false },
  'opening at midnight: the second before': {
    hours: tuesdayFromMidnight,
    asked: 'MONDAY 23:59:59',
    open: false,
  },
  'opening at midnight: at midnight': { hours: tuesdayFromMidnight, asked: 'TUESDAY 00:00:00', open: true },
  'opening and closing at the same minute: not before it': {
    hours: mondayOpenEqualsClose,
    asked: 'MONDAY 07:59:00',
    open: false,
  },
  'opening and closing at the same minute: a whole day from it': {
    hours: mondayOpenEqualsClose,
    asked: 'TUESDAY 07:59:00',
    open: true,
  },
  'opening and closing at the same minute: closed at it, the next day': {
    hours: mondayOpenEqualsClose,
    asked: 'TUESDAY 08:00:00',
    open: false,
  },
  'midnight to midnight, not marked 24 hours: at midnight': {
    hours: mondayMidnightToMidnight,
    asked: 'MONDAY 00:00:00',
    open: true,
  },
  'midnight to midnight, not marked 24 hours: the last minute': {
    hours: mondayMidnightToMidnight,
    asked: 'MONDAY 23:59:00',
    open: true,
  },
  'midnight to midnight, not marked 24 hours: not into the next day': {
    hours: mondayMidnightToMidnight,
    asked: 'TUESDAY 00:01:00',
    open: false,
  },
  'no hours at all': { hours: [], asked: 'MONDAY 10:00:00', open: false },

  'a public holiday closes a day open every week': {
    hours: mondayDaytime,
    exceptions: mondayHoliday,
    asked: 'MONDAY 10:15:00',
    open: false,
  },
  'the week after the holiday, the week holds again': {
    hours: mondayDaytime,
    exceptions: mondayHoliday,
    asked: '2026-11-30 10:15:00',
    open: true,
  },
  'a closed day ends yesterday’s overnight span before it starts': {
    hours: mondayOvernight,
    exceptions: mondayHoliday,
    asked: 'TUESDAY 02:00:00',
    open: false,
  },
  'yesterday’s overnight span runs into a closed day': {
    hours: mondayOvernight,
    exceptions: [closed('2026-11-24', '2026-11-24')],
    asked: 'TUESDAY 02:00:00',
    open: true,
  },
  'reduced hours: before they start, on a day open earlier every week': {
    hours: mondayDaytime,
    exceptions: [openFor('2026-11-23', '10:00:00', '14:00:00')],
    asked: 'MONDAY 09:00:00',
    open: false,
  },
  'reduced hours: inside them': {
    hours: mondayDaytime,
    exceptions: [openFor('2026-11-23', '10:00:00', '14:00:00')],
    asked: 'MONDAY 11:00:00',
    open: true,
  },
  'an exception open overnight, after midnight into a day without hours': {
    hours: [],
    exceptions: [openFor('2026-11-23', '20:00:00', '06:00:00')],
    asked: 'TUESDAY 02:00:00',
    open: true,
  },
  'an exception open overnight ends at its closing time': {
    hours: [],
    exceptions: [openFor('2026-11-23', '20:00:00', '06:00:00')],
    asked: 'TUESDAY 06:00:00',
    open: false,
  },
  'a strike over the month’s end: its first evening': {
    hours: everyDayAllDay,
    exceptions: strikeOverMonthEnd,
    asked: '2026-11-30 23:59:00',
    open: false,
  },
  'a strike over the month’s end: after midnight in Lagos (still 30 November in UTC)': {
    hours: everyDayAllDay,
    exceptions: strikeOverMonthEnd,
    asked: '2026-12-01 00:30:00',
    open: false,
  },
  'a strike over the month’s end: the day after it, just after midnight in Lagos': {
    hours: everyDayAllDay,
    exceptions: strikeOverMonthEnd,
    asked: '2026-12-02 00:30:00',
    open: true,
  },
  'a strike over the month’s end: the evening before it': {
    hours: everyDayAllDay,
    exceptions: strikeOverMonthEnd,
    asked: '2026-11-29 23:59:00',
    open: true,
  },
};

/** The dates of the week the cases are asked in: Sunday 22 to Saturday 28 November 2026. */
const DATES: Record<Weekday, string> = {
  SUNDAY: '2026-11-22',
  MONDAY: '2026-11-23',
  TUESDAY: '2026-11-24',
  WEDNESDAY: '2026-11-25',
  THURSDAY: '2026-11-26',
  FRIDAY: '2026-11-27',
  SATURDAY: '2026-11-28',
};

/**
 * The instant a case is asked at. Lagos is UTC+1 all year, so a case asked just after midnight in Lagos is
 * asked on the day before in UTC: every rule must read the day in Lagos.
 */
export function askedAt(asked: OpenNowCase['asked']): Date {
  const [day, time] = asked.split(' ') as [string, string];
  return new Date(`${DATES[day as Weekday] ?? day}T${time}+01:00`);
}
