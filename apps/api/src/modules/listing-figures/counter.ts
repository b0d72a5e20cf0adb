import { createHash, randomBytes } from 'node:crypto';
import { dayInNigeria, type FacilityFigureCounts, type FacilityTapKind } from '@carefinder/contracts';

/** One facility's counts of one day, to be added to what is stored. */
export interface FacilityDayCounts extends FacilityFigureCounts {
  facilityId: string;
  /** YYYY-MM-DD, Nigerian calendar. */
  day: string;
}

export type FacilityEvent = 'view' | FacilityTapKind;

const COLUMN: Record<FacilityEvent, Exclude<keyof FacilityDayCounts, 'facilityId' | 'day'>> = {
  view: 'pageViews',
  call: 'callTaps',
  directions: 'directionsTaps',
  website: 'websiteTaps',
};

/** A visitor's repeat of the same event on the same facility within this time counts once (a reload). */
export const REPEAT_WINDOW_MS = 30 * 60_000;
/** Visitors remembered for REPEAT_WINDOW_MS at most; beyond it the oldest are forgotten first. */
const MAX_REMEMBERED = 100_000;
/** Facility-days waiting to be stored at most; while the database is away, later counts are dropped. */
const MAX_PENDING = 50_000;

export interface FigureCounter {
  /**
   * Counts one event of a visitor, who is known only by an opaque string (address and browser), hashed
   * with a salt that lives in memory for a day: no cookie, nothing stored about who.
   */
  count(facilityId: string, event: FacilityEvent, visitor: string): void;
  /** The counts not yet stored, taken out (to store them). */
  takePending(): FacilityDayCounts[];
  /** Puts counts whose storing failed back, to be tried with the next ones. */
  putBack(rows: readonly FacilityDayCounts[]): void;
}

/**
 * The figures of the facility pages as they happen, in memory: repeats within REPEAT_WINDOW_MS are dropped,
 * the rest added up per facility and day until the next flush stores them in one statement.
 */
export function createFigureCounter(now: () => Date): FigureCounter {
  let salt = { day: '', value: '' };
  const remembered = new Map<string, number>();
  const pending = new Map<string, FacilityDayCounts>();

  const saltOf = (day: string) => {
    if (salt.day !== day) salt = { day, value: randomBytes(16).toString('hex') };
    return salt.value;
  };

  const isRepeat = (key: string, nowMs: number) => {
    const seenAt = remembered.get(key);
    if (seenAt !== undefined && nowMs - seenAt < REPEAT_WINDOW_MS) return true;
    remembered.delete(key);
    remembered.set(key, nowMs);
    if (remembered.size > MAX_REMEMBERED) {
      const oldest = remembered.keys().next().value;
      if (oldest !== undefined) remembered.delete(oldest);
    }
    return false;
  };

  const add = (row: FacilityDayCounts) => {
    const key = `${row.facilityId} ${row.day}`;
    const existing = pending.get(key);
    if (!existing) {
      if (pending.size < MAX_PENDING) pending.set(key, { ...row });
      return;
    }
    for (const column of Object.values(COLUMN)) existing[column] += row[column];
  };

  return {
    count(facilityId, event, visitor) {
      const at = now();
      const day = dayInNigeria(at);
      const key = createHash('sha256')
        .update(`${saltOf(day)} ${visitor} ${facilityId} ${event}`)
        .digest('base64');
      if (isRepeat(key, at.getTime())) return;
      add({
        facilityId,
        day,
        pageViews: 0,
        callTaps: 0,
        directionsTaps: 0,
        websiteTaps: 0,
        [COLUMN[event]]: 1,
      });
    },
    takePending() {
      const rows = [...pending.values()];
      pending.clear();
      return rows;
    },
    putBack(rows) {
      rows.forEach(add);
    },
  };
}
