import { WEEKDAYS, type HoursException } from '@carefinder/contracts';
import type { IndexedDocument, ListingRow, OpenNowClock } from '../search-types.ts';
import { GrowableArray } from './growable-array.ts';
import { dayNumber } from './readiness.ts';

const DAY_NUMBER = new Map(WEEKDAYS.map((day, index) => [day, index]));
/** Per day: open and close (seconds since midnight) and flags; a day without an entry has none set. */
const HOURS_PER_DAY = 3;
const HOURS_PER_SLOT = WEEKDAYS.length * HOURS_PER_DAY;
const HAS_ENTRY = 1;
const ALWAYS_OPEN = 2;
const CLOSED = 4;
const NO_HOURS = new Int32Array(HOURS_PER_SLOT);

/**
 * The moment an open-now search asks about, as `isOpen` reads it: weekday numbers (-1 for none), the days
 * as day numbers (for dated hours), and the second.
 */
export interface OpenNowMoment {
  today: number;
  yesterday: number;
  todayDay: number;
  yesterdayDay: number;
  second: number;
}

export function openNowMoment({
  today,
  yesterday,
  todayDate,
  yesterdayDate,
  time,
}: OpenNowClock): OpenNowMoment {
  return {
    today: DAY_NUMBER.get(today) ?? -1,
    yesterday: DAY_NUMBER.get(yesterday) ?? -1,
    todayDay: dayNumber(todayDate),
    yesterdayDay: dayNumber(yesterdayDate),
    second: secondsOf(time),
  };
}

/** `HH:MM:SS` → seconds since midnight. */
const secondsOf = (time: string) => {
  const [hours = 0, minutes = 0, seconds = 0] = time.split(':').map(Number);
  return hours * 3600 + minutes * 60 + seconds;
};

/** A dated exception as `isOpen` reads it: its days as day numbers, its times in seconds. */
interface DatedHours {
  from: number;
  to: number;
  isClosed: boolean;
  open: number;
  close: number;
}

const datedHours = (exception: HoursException): DatedHours => ({
  from: dayNumber(exception.from),
  to: dayNumber(exception.to),
  isClosed: exception.isClosed,
  open: secondsOf(exception.open ?? '00:00:00'),
  close: secondsOf(exception.close ?? '00:00:00'),
});

/**
 * Every slot's opening hours, HOURS_PER_SLOT values a slot (see packHours), all zero for a listing without;
 * the few slots with dated hours keep them apart.
 */
export class OpeningHoursColumn {
  private readonly values = new GrowableArray(Int32Array);
  private readonly exceptions = new Map<number, { given: HoursException[]; dated: DatedHours[] }>();

  push(entries: IndexedDocument['hours'], exceptions: IndexedDocument['hoursExceptions'] = null): void {
    const slot = this.values.length / HOURS_PER_SLOT;
    for (const value of entries ? packHours(entries) : NO_HOURS) this.values.push(value);
    if (exceptions?.length)
      this.exceptions.set(slot, { given: exceptions, dated: exceptions.map(datedHours) });
  }

  /** The slot's entries as the database gives them (times as `HH:MM:SS`), null when none. */
  entries(slot: number): ListingRow['hours'] {
    return unpackHours(this.values.array, slot * HOURS_PER_SLOT);
  }

  /** The slot's dated hours, null when none. */
  datedHours(slot: number): ListingRow['hoursExceptions'] {
    return this.exceptions.get(slot)?.given ?? null;
  }

  /** repository.ts `openNow`: today's hours, or yesterday's overnight span; a dated exception stands for its day. */
  isOpen(slot: number, moment: OpenNowMoment): boolean {
    const from = slot * HOURS_PER_SLOT;
    const dated = this.exceptions.get(slot)?.dated;
    const today = dated?.find((day) => day.from <= moment.todayDay && moment.todayDay <= day.to);
    const yesterday = dated?.find((day) => day.from <= moment.yesterdayDay && moment.yesterdayDay <= day.to);
    const at = moment.second;
    return (
      (today
        ? !today.isClosed && today.open <= at && (today.close <= today.open || at < today.close)
        : openToday(this.values.array, from, moment)) ||
      (yesterday
        ? !yesterday.isClosed && yesterday.close <= yesterday.open && at < yesterday.close
        : openFromYesterday(this.values.array, from, moment))
    );
  }

  get bytes(): number {
    return this.values.bytes;
  }
}

function packHours(entries: NonNullable<IndexedDocument['hours']>): Int32Array {
  const packed = new Int32Array(HOURS_PER_SLOT);
  for (const entry of entries) {
    const day = DAY_NUMBER.get(entry.day);
    if (day === undefined) continue;
    packed[day * HOURS_PER_DAY] = entry.open;
    packed[day * HOURS_PER_DAY + 1] = entry.close;
    packed[day * HOURS_PER_DAY + 2] =
      HAS_ENTRY | (entry.isAlwaysOpen ? ALWAYS_OPEN : 0) | (entry.isClosed ? CLOSED : 0);
  }
  return packed;
}

function unpackHours(hours: Int32Array, from: number): ListingRow['hours'] {
  const time = (seconds: number) =>
    [Math.floor(seconds / 3600), Math.floor(seconds / 60) % 60, seconds % 60]
      .map((part) => String(part).padStart(2, '0'))
      .join(':');
  const entries = WEEKDAYS.flatMap((day, index) => {
    const at = from + index * HOURS_PER_DAY;
    const flags = hours[at + 2] as number;
    if (!(flags & HAS_ENTRY)) return [];
    return [
      {
        day,
        open: time(hours[at] as number),
        close: time(hours[at + 1] as number),
        isAlwaysOpen: (flags & ALWAYS_OPEN) !== 0,
        isClosed: (flags & CLOSED) !== 0,
      },
    ];
  });
  return entries.length ? entries : null;
}

/** Open all day today, or within today's hours (a close at or before the open is the next day). */
function openToday(hours: Int32Array, from: number, moment: OpenNowMoment): boolean {
  if (moment.today < 0) return false;
  const at = moment.second;
  const open = hours[from + moment.today * HOURS_PER_DAY] as number;
  const close = hours[from + moment.today * HOURS_PER_DAY + 1] as number;
  const flags = hours[from + moment.today * HOURS_PER_DAY + 2] as number;
  if (!(flags & HAS_ENTRY)) return false;
  return (flags & ALWAYS_OPEN) !== 0 || (!(flags & CLOSED) && open <= at && (close <= open || at < close));
}

/** Still inside yesterday's overnight span. */
function openFromYesterday(hours: Int32Array, from: number, moment: OpenNowMoment): boolean {
  if (moment.yesterday < 0) return false;
  const open = hours[from + moment.yesterday * HOURS_PER_DAY] as number;
  const close = hours[from + moment.yesterday * HOURS_PER_DAY + 1] as number;
  const flags = hours[from + moment.yesterday * HOURS_PER_DAY + 2] as number;
  return (
    (flags & HAS_ENTRY) !== 0 &&
    !(flags & ALWAYS_OPEN) &&
    !(flags & CLOSED) &&
    close <= open &&
    moment.second < close
  );
}

/** What OpenNowMemo knows of a slot. */
export const UNKNOWN = 0;
export const OPEN = 1;
export const SHUT = 2;

/**
 * Which slots are open at the search's minute (OPEN, SHUT, or UNKNOWN until a search asks): every search
 * in the same minute shares what the others worked out, one byte a listing, instead of reading its hours.
 * A listing written again takes a new slot, so what is known of a slot never changes within the minute.
 */
export class OpenNowMemo {
  private minute = '';
  private known = new Uint8Array(0);

  /** What is known of each slot at the moment, for `slots` slots. */
  at(moment: OpenNowMoment, slots: number): Uint8Array {
    const minute = `${moment.todayDay} ${moment.today} ${moment.second}`;
    if (this.minute !== minute || this.known.length < slots) {
      this.minute = minute;
      this.known = new Uint8Array(Math.max(Math.ceil(slots * 1.25), 1024));
    }
    return this.known;
  }
}
