import { WEEKDAYS } from '@carefinder/contracts';
import type { IndexedDocument, ListingRow, OpenNowClock } from '../search-types.ts';
import { GrowableArray } from './growable-array.ts';

const DAY_NUMBER = new Map(WEEKDAYS.map((day, index) => [day, index]));
/** Per day: open and close (seconds since midnight) and flags; a day without an entry has none set. */
const HOURS_PER_DAY = 3;
const HOURS_PER_SLOT = WEEKDAYS.length * HOURS_PER_DAY;
const HAS_ENTRY = 1;
const ALWAYS_OPEN = 2;
const CLOSED = 4;
const NO_HOURS = new Int32Array(HOURS_PER_SLOT);

/** The moment an open-now search asks about, as `isOpen` reads it: day numbers (-1 for none), and the second. */
export interface OpenNowMoment {
  today: number;
  yesterday: number;
  second: number;
}

export function openNowMoment({ today, yesterday, time }: OpenNowClock): OpenNowMoment {
  const [hours = 0, minutes = 0, seconds = 0] = time.split(':').map(Number);
  return {
    today: DAY_NUMBER.get(today) ?? -1,
    yesterday: DAY_NUMBER.get(yesterday) ?? -1,
    second: hours * 3600 + minutes * 60 + seconds,
  };
}

/** Every slot's opening hours, HOURS_PER_SLOT values a slot (see packHours), all zero for a listing without. */
export class OpeningHoursColumn {
  private readonly values = new GrowableArray(Int32Array);

  push(entries: IndexedDocument['hours']): void {
    for (const value of entries ? packHours(entries) : NO_HOURS) this.values.push(value);
  }

  /** The slot's entries as the database gives them (times as `HH:MM:SS`), null when none. */
  entries(slot: number): ListingRow['hours'] {
    return unpackHours(this.values.array, slot * HOURS_PER_SLOT);
  }

  isOpen(slot: number, moment: OpenNowMoment): boolean {
    return isOpen(this.values.array, slot * HOURS_PER_SLOT, moment);
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

/**
 * repository.ts `openNow`: open all day today, within today's hours, or inside yesterday's overnight span;
 * the slot's hours start at `from`.
 */
function isOpen(hours: Int32Array, from: number, moment: OpenNowMoment): boolean {
  const at = moment.second;
  if (moment.today >= 0) {
    const open = hours[from + moment.today * HOURS_PER_DAY] as number;
    const close = hours[from + moment.today * HOURS_PER_DAY + 1] as number;
    const flags = hours[from + moment.today * HOURS_PER_DAY + 2] as number;
    if (flags & HAS_ENTRY) {
      if (flags & ALWAYS_OPEN) return true;
      if (!(flags & CLOSED) && open <= at && (close <= open || at < close)) return true;
    }
  }
  if (moment.yesterday >= 0) {
    const open = hours[from + moment.yesterday * HOURS_PER_DAY] as number;
    const close = hours[from + moment.yesterday * HOURS_PER_DAY + 1] as number;
    const flags = hours[from + moment.yesterday * HOURS_PER_DAY + 2] as number;
    if (flags & HAS_ENTRY && !(flags & ALWAYS_OPEN) && !(flags & CLOSED) && close <= open && at < close) {
      return true;
    }
  }
  return false;
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
    const minute = `${moment.today} ${moment.yesterday} ${moment.second}`;
    if (this.minute !== minute || this.known.length < slots) {
      this.minute = minute;
      this.known = new Uint8Array(Math.max(Math.ceil(slots * 1.25), 1024));
    }
    return this.known;
  }
}
