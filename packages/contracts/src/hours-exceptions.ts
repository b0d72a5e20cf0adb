import { z } from 'zod';
import { addDays, calendarDaySchema, dayInNigeria, daysBetween } from './calendar-day.ts';
import {
  clockTimeSchema,
  MINUTE_MS,
  openingStatus,
  previousDay,
  wallClockInNigeria,
  type OpeningHoursEntry,
  type WallClock,
} from './opening-hours.ts';
import { singleLine } from './single-line.ts';

/*
 * Dated hours: public holidays, strikes and temporary closures. An exception holds on each day from `from`
 * to `to` (Nigerian calendar, both included) and replaces that weekday's entry on those days: closed, or
 * open from `open` to `close` (a close at or before the open runs past midnight, as in the week's hours).
 */

/** The most exceptions a facility keeps. */
export const MAX_HOURS_EXCEPTIONS = 60;
/** The longest one exception runs, in days. */
export const MAX_HOURS_EXCEPTION_DAYS = 366;

export const hoursExceptionSchema = z.object({
  from: z.string(),
  to: z.string(),
  isClosed: z.boolean(),
  /** HH:mm:ss; null when closed. */
  open: z.string().nullable(),
  close: z.string().nullable(),
  /** Why: "Public holiday", "Doctors' strike". */
  reason: z.string(),
});
export type HoursException = z.infer<typeof hoursExceptionSchema>;

/**
 * A write's range of days, `from` to `to`, as exceptions and closures take it: the last day on or after the
 * first, at most MAX_HOURS_EXCEPTION_DAYS long (`what` runs at most…: "An exception", "A closure").
 */
export function checkDayRange(
  { from, to }: { from: string; to: string },
  context: z.RefinementCtx,
  what: string,
): void {
  if (to < from)
    context.addIssue({ code: 'custom', path: ['to'], message: 'The last day is on or after the first.' });
  else if (daysBetween(from, to) >= MAX_HOURS_EXCEPTION_DAYS)
    context.addIssue({
      code: 'custom',
      path: ['to'],
      message: `${what} runs at most ${MAX_HOURS_EXCEPTION_DAYS} days.`,
    });
}

/** One exception of a write; a closed one leaves its times out. */
export const hoursExceptionInputSchema = z
  .strictObject({
    from: calendarDaySchema('Enter the first day, as YYYY-MM-DD.'),
    to: calendarDaySchema('Enter the last day, as YYYY-MM-DD.'),
    isClosed: z.boolean().default(true),
    open: clockTimeSchema.nullish(),
    close: clockTimeSchema.nullish(),
    reason: z.string().trim().max(200, 'A reason is at most 200 characters.').check(singleLine()).default(''),
  })
  .superRefine((entry, context) => {
    checkDayRange(entry, context, 'An exception');
    if (entry.isClosed) return;
    for (const time of ['open', 'close'] as const)
      if (!entry[time])
        context.addIssue({
          code: 'custom',
          path: [time],
          message: `Enter the ${time === 'open' ? 'opening' : 'closing'} time as HH:mm:ss, or mark it closed.`,
        });
  })
  .transform(({ from, to, isClosed, open, close, reason }): HoursException => ({
    from,
    to,
    isClosed,
    open: isClosed ? null : (open ?? null),
    close: isClosed ? null : (close ?? null),
    reason,
  }));

/** PATCH `hoursExceptions`: the whole list, by first day; two exceptions never hold on the same day. */
export const hoursExceptionsInputSchema = z
  .array(hoursExceptionInputSchema)
  .max(MAX_HOURS_EXCEPTIONS, `At most ${MAX_HOURS_EXCEPTIONS} exceptions.`)
  .superRefine((entries, context) => {
    entries.forEach((entry, index) => {
      const other = entries.findIndex(
        (candidate, at) => at < index && candidate.from <= entry.to && entry.from <= candidate.to,
      );
      if (other >= 0)
        context.addIssue({
          code: 'custom',
          path: [index, 'from'],
          message: `These days overlap exception ${other + 1}: each day has one exception at most.`,
        });
    });
  })
  .transform((entries) => [...entries].sort((a, b) => (a.from < b.from ? -1 : a.from > b.from ? 1 : 0)));

/** The exception that holds on `day` (YYYY-MM-DD), if any. */
export const exceptionOn = (exceptions: readonly HoursException[], day: string) =>
  exceptions.find((exception) => exception.from <= day && day <= exception.to);

/** The exception as the week's entry it stands for, on a weekday. */
const asEntry = (exception: HoursException, day: OpeningHoursEntry['day']): OpeningHoursEntry => ({
  day,
  open: exception.open ?? '00:00:00',
  close: exception.close ?? '00:00:00',
  isAlwaysOpen: false,
  isClosed: exception.isClosed,
});

/**
 * The week's hours as they hold at `now`: on today and yesterday (Nigerian days), an exception replaces its
 * weekday's entry, so `openingStatus` of the result honours it. Without an exception on either day, the
 * hours themselves.
 */
export function hoursAt(
  hours: readonly OpeningHoursEntry[],
  exceptions: readonly HoursException[],
  now: Date,
): readonly OpeningHoursEntry[] {
  if (exceptions.length === 0) return hours;
  const clock: WallClock = wallClockInNigeria(now);
  const today = dayInNigeria(now);
  const replaced = new Map<OpeningHoursEntry['day'], HoursException>();
  const onToday = exceptionOn(exceptions, today);
  const onYesterday = exceptionOn(exceptions, addDays(today, -1));
  if (onToday) replaced.set(clock.day, onToday);
  if (onYesterday) replaced.set(previousDay(clock.day), onYesterday);
  if (replaced.size === 0) return hours;
  return [
    ...hours.filter((entry) => !replaced.has(entry.day)),
    ...[...replaced].map(([day, exception]) => asEntry(exception, day)),
  ];
}

/** The exceptions still to come or holding today (`to` on or after today), by first day. */
export const comingExceptions = (exceptions: readonly HoursException[], today: string) =>
  exceptions.filter((exception) => exception.to >= today);

/**
 * For how many whole seconds from `now` (at most `maxSeconds`) a page showing these hours stays true: the
 * status is worked out to the minute, dated hours honoured, so a page shown now is right until the next
 * minute whose status or day (the week's "today") differs. Pages that show "open now" are kept by caches that long and no longer.
 */
export function secondsOpeningStatusHolds(
  hours: readonly OpeningHoursEntry[],
  exceptions: readonly HoursException[],
  now: Date,
  maxSeconds: number,
): number {
  const shownAt = (at: Date) =>
    JSON.stringify([wallClockInNigeria(at).day, openingStatus(hoursAt(hours, exceptions, at), at)]);
  const shownNow = shownAt(now);
  const limit = now.getTime() + maxSeconds * 1000;
  for (let minute = Math.floor(now.getTime() / MINUTE_MS) + 1; minute * MINUTE_MS < limit; minute += 1) {
    const at = new Date(minute * MINUTE_MS);
    if (shownAt(at) !== shownNow) {
      return Math.max(1, Math.floor((at.getTime() - now.getTime()) / 1000));
    }
  }
  return maxSeconds;
}
