import { addDays, dayInNigeria, LISTING_FIGURE_DAYS, type FacilityFigures } from '@carefinder/contracts';
import type { Database } from '@carefinder/db';
import { HttpProblem } from '../../lib/problem.ts';
import { isUuid } from '../../lib/uuid.ts';
import type { FigureCounter } from './counter.ts';
import { addFacilityDayCounts, deleteDaysBefore, findFacilityDays } from './repository.ts';

export { createFigureCounter, type FacilityEvent, type FigureCounter } from './counter.ts';

/** Days kept beyond those the dashboard shows, so a late flush never lands on a deleted day. */
const DAYS_KEPT = LISTING_FIGURE_DAYS + 5;

/** The first day the dashboard shows, counted back from today. */
const firstShownDay = (today: string) => addDays(today, 1 - LISTING_FIGURE_DAYS);

/**
 * Stores what the counter holds. On failure (the database away) the counts go back to be tried with the
 * next flush, and the error is the caller's to log.
 */
export async function storeCounts(db: Database, counter: FigureCounter): Promise<void> {
  const rows = counter.takePending();
  try {
    await addFacilityDayCounts(db, rows);
  } catch (error) {
    counter.putBack(rows);
    throw error;
  }
}

/** Forgets the days no dashboard will show again. */
export async function forgetOldDays(db: Database, now: Date): Promise<void> {
  await deleteDaysBefore(db, addDays(dayInNigeria(now), -DAYS_KEPT));
}

/** The facility's figures for the last LISTING_FIGURE_DAYS days, today included, every day present. */
export async function readFacilityFigures(
  db: Database,
  facilityId: string,
  now: Date,
): Promise<FacilityFigures> {
  if (!isUuid(facilityId)) throw new HttpProblem(404, 'No facility has this id.');
  const to = dayInNigeria(now);
  const from = firstShownDay(to);
  const stored = new Map((await findFacilityDays(db, facilityId, from)).map((row) => [row.day, row]));
  const totals = { pageViews: 0, callTaps: 0, directionsTaps: 0, websiteTaps: 0 };
  const daily = Array.from({ length: LISTING_FIGURE_DAYS }, (_, index) => {
    const day = addDays(from, index);
    const row = stored.get(day);
    const counts = {
      pageViews: row?.pageViews ?? 0,
      callTaps: row?.callTaps ?? 0,
      directionsTaps: row?.directionsTaps ?? 0,
      websiteTaps: row?.websiteTaps ?? 0,
    };
    totals.pageViews += counts.pageViews;
    totals.callTaps += counts.callTaps;
    totals.directionsTaps += counts.directionsTaps;
    totals.websiteTaps += counts.websiteTaps;
    return { day, ...counts };
  });
  return { days: LISTING_FIGURE_DAYS, from, to, totals, daily };
}
