import { describe, expect, it } from 'vitest';
import { hoursAt, openingStatus } from '@carefinder/contracts';
import type { IndexedDocument } from './search-types.ts';
import { OpeningHoursColumn, openNowMoment } from './listing-index/opening-hours.ts';
import { OPEN_NOW_CASES, askedAt, type OpenNowCase } from './open-now-cases.ts';
import { openNowClock } from './service.ts';

const cases = Object.entries(OPEN_NOW_CASES);

describe("the contracts' openingStatus, as a page shows it", () => {
  it.each(cases)('%s', (_name, { hours, exceptions = [], asked, open }) => {
    const at = askedAt(asked);
    expect(openingStatus(hoursAt(hours, exceptions, at), at)?.isOpen ?? false).toBe(open);
  });
});

/** Seconds since midnight, as repository.ts reads a time for the index (`extract(epoch from …)`). */
const seconds = (time: string) => {
  const [hours = 0, minutes = 0, secondsPart = 0] = time.split(':').map(Number);
  return hours * 3600 + minutes * 60 + secondsPart;
};

/** The hours as the index takes them in: null for none, as the database's json_agg of no rows is. */
const indexedHours = (hours: OpenNowCase['hours']): IndexedDocument['hours'] =>
  hours.length
    ? hours.map((entry) => ({ ...entry, open: seconds(entry.open), close: seconds(entry.close) }))
    : null;

describe("the index's isOpen, as the open-now filter applies it in memory", () => {
  it.each(cases)('%s', (_name, { hours, exceptions = null, asked, open }) => {
    const column = new OpeningHoursColumn();
    column.push(indexedHours(hours), exceptions);
    expect(column.isOpen(0, openNowMoment(openNowClock(askedAt(asked))))).toBe(open);
  });

  it('reads each slot from its own hours', () => {
    const { hours, asked } = OPEN_NOW_CASES['inside the hours'] as OpenNowCase;
    const column = new OpeningHoursColumn();
    column.push(null);
    column.push(indexedHours(hours));
    const moment = openNowMoment(openNowClock(askedAt(asked)));
    expect([column.isOpen(0, moment), column.isOpen(1, moment)]).toEqual([false, true]);
  });
});
