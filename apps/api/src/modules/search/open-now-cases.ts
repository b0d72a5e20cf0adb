import type { OpeningHoursEntry, Weekday } from '@carefinder/contracts';

/*
 * The opening-status rule is written three times: the contracts' `openingStatus` (what a page shows),
 * repository.ts `openNow` (the open-now filter in SQL) and the index's `isOpen` (the same filter in memory,
 * listing-index/opening-hours.ts). This one table of cases holds all three to the same answers:
 * open-now.test.ts the contracts' and the index's, open-now.api.test.ts the SQL through the API.
 */

export interface OpenNowCase {
  hours: OpeningHoursEntry[];
  /** When it is asked, on a wall clock in Lagos: a weekday and `HH:mm:ss` (see `askedAt`). */
  asked: `${Weekday} ${string}`;
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
  const [day, time] = asked.split(' ') as [Weekday, string];
  return new Date(`${DATES[day]}T${time}+01:00`);
}
