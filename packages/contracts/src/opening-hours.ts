import { z } from 'zod';

/** Spec §3: day is the uppercase weekday name. */
export const WEEKDAYS = [
  'SUNDAY',
  'MONDAY',
  'TUESDAY',
  'WEDNESDAY',
  'THURSDAY',
  'FRIDAY',
  'SATURDAY',
] as const;
export const weekdaySchema = z.enum(WEEKDAYS);
export type Weekday = z.infer<typeof weekdaySchema>;

/** Opening hours are wall-clock times in Nigeria (WAT, UTC+1, no daylight saving). */
export const FACILITY_TIME_ZONE = 'Africa/Lagos';

export const clockTimeSchema = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d:[0-5]\d$/, 'Use a 24-hour time as HH:mm:ss, e.g. 08:00:00.');

/** Spec §3: day, open, close (HH:mm:ss), isAlwaysOpen, isClosed. */
export const openingHoursEntrySchema = z.object({
  day: weekdaySchema,
  open: clockTimeSchema,
  close: clockTimeSchema,
  isAlwaysOpen: z.boolean(),
  isClosed: z.boolean(),
});
export type OpeningHoursEntry = z.infer<typeof openingHoursEntrySchema>;

export const openingStatusSchema = z.object({
  isOpen: z.boolean(),
  isAlwaysOpen: z.boolean(),
  /** Formatted HH:mm, or null when the place is closed all day or open all day. */
  openingTime: z.string().nullable(),
  closingTime: z.string().nullable(),
  /** Closed now but opening later today (the label's "Closed · opens 08:00"): pages in other languages word it. */
  opensLaterToday: z.boolean(),
  /** e.g. "Open now · closes 18:00", "Closed · opens 08:00", "Open 24 hours", "Closed today". */
  label: z.string(),
});
export type OpeningStatus = z.infer<typeof openingStatusSchema>;

const MINUTES_PER_DAY = 24 * 60;
export const MINUTE_MS = 60_000;

/** "HH:mm:ss" (or "HH:mm") → minutes since midnight. Read for every listing of every results page. */
function minutesOf(time: string): number {
  return Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
}

/** "HH:mm:ss" → "HH:mm". */
export const formatClockTime = (time: string): string => time.slice(0, 5);

/** Made once: a formatter takes about 0.1 ms to build, and every opening status of a results page needs one. */
const nigerianWallClock = new Intl.DateTimeFormat('en-US', {
  timeZone: FACILITY_TIME_ZONE,
  weekday: 'long',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** A moment as a Nigerian wall clock reads it: the weekday and the minute of the day. */
export interface WallClock {
  day: Weekday;
  minute: number;
}

/** The last minute read (formatting one takes tens of microseconds, and every search reads the clock). */
let lastRead: { minuteSinceEpoch: number; clock: Readonly<WallClock> } | undefined;

/** The weekday and minute of the day in Nigeria at the given instant. */
export function wallClockInNigeria(now: Date): Readonly<WallClock> {
  const minuteSinceEpoch = Math.floor(now.getTime() / MINUTE_MS);
  if (lastRead?.minuteSinceEpoch === minuteSinceEpoch) return lastRead.clock;
  const parts = nigerianWallClock.formatToParts(now);
  const part = (type: string) => parts.find((item) => item.type === type)?.value ?? '';
  // Frozen: every caller within the minute is handed this one object.
  const clock = Object.freeze({
    day: part('weekday').toUpperCase() as Weekday,
    minute: Number(part('hour')) * 60 + Number(part('minute')),
  });
  lastRead = { minuteSinceEpoch, clock };
  return clock;
}

export function previousDay(day: Weekday): Weekday {
  return WEEKDAYS[(WEEKDAYS.indexOf(day) + WEEKDAYS.length - 1) % WEEKDAYS.length] ?? day;
}

/** An entry whose close is at or before its open runs past midnight into the next day. */
const isOvernight = (entry: OpeningHoursEntry) => minutesOf(entry.close) <= minutesOf(entry.open);

/**
 * Spec §4 / DESIGN §5: for today's entry — open if isAlwaysOpen; closed if isClosed; otherwise open when
 * now lies between open and close, where a close at or before the open time falls on the next day;
 * yesterday's overnight span still counts after midnight. No entry for today gives no result (null).
 */
export function openingStatus(
  hours: readonly OpeningHoursEntry[],
  /** A wall clock already read saves reading it again for each listing of a page. */
  now: Date | WallClock,
): OpeningStatus | null {
  const { day, minute } = now instanceof Date ? wallClockInNigeria(now) : now;
  const yesterday = hours.find((entry) => entry.day === previousDay(day));
  const stillOpenFromYesterday =
    yesterday !== undefined &&
    !yesterday.isAlwaysOpen &&
    !yesterday.isClosed &&
    isOvernight(yesterday) &&
    minute < minutesOf(yesterday.close);

  const today = hours.find((entry) => entry.day === day);
  if (!today) {
    if (!stillOpenFromYesterday || !yesterday) return null;
    return open(yesterday);
  }
  if (today.isAlwaysOpen) {
    return {
      isOpen: true,
      isAlwaysOpen: true,
      openingTime: null,
      closingTime: null,
      opensLaterToday: false,
      label: 'Open 24 hours',
    };
  }
  if (stillOpenFromYesterday && yesterday) return open(yesterday);
  if (today.isClosed) {
    return {
      isOpen: false,
      isAlwaysOpen: false,
      openingTime: null,
      closingTime: null,
      opensLaterToday: false,
      label: 'Closed today',
    };
  }
  const opensAt = minutesOf(today.open);
  const closesAt = isOvernight(today) ? minutesOf(today.close) + MINUTES_PER_DAY : minutesOf(today.close);
  if (minute >= opensAt && minute < closesAt) return open(today);
  const openingTime = formatClockTime(today.open);
  const closingTime = formatClockTime(today.close);
  const opensLaterToday = minute < opensAt;
  const label = opensLaterToday
    ? `Closed · opens ${openingTime}`
    : `Closed · today ${openingTime}–${closingTime}`;
  return { isOpen: false, isAlwaysOpen: false, openingTime, closingTime, opensLaterToday, label };
}

function open(entry: OpeningHoursEntry): OpeningStatus {
  const openingTime = formatClockTime(entry.open);
  const closingTime = formatClockTime(entry.close);
  return {
    isOpen: true,
    isAlwaysOpen: false,
    openingTime,
    closingTime,
    opensLaterToday: false,
    label: `Open now · closes ${closingTime}`,
  };
}

/** Whole seconds from `now` to the end of its minute (at least 1): how long an unknown status may be kept. */
export function secondsLeftInMinute(now: Date): number {
  return Math.max(1, Math.ceil((MINUTE_MS - (now.getTime() % MINUTE_MS)) / 1000));
}
