import { describe, expect, it } from 'vitest';
import { openingStatus, wallClockInNigeria, type OpeningHoursEntry, type Weekday } from './opening-hours.ts';

const entry = (
  day: Weekday,
  open: string,
  close: string,
  flags: Partial<OpeningHoursEntry> = {},
): OpeningHoursEntry => ({
  day,
  open,
  close,
  isAlwaysOpen: false,
  isClosed: false,
  ...flags,
});

/** Nigeria is UTC+1 all year: Monday 23 November 2026 at HH:mm in Lagos. */
const mondayAt = (time: string) => new Date(`2026-11-23T${time}:00+01:00`);

describe('wallClockInNigeria', () => {
  it.each([
    ['2026-11-23T09:30:00Z', 'MONDAY', 10 * 60 + 30],
    ['2026-11-22T23:30:00Z', 'MONDAY', 30],
    ['2026-11-22T22:59:00Z', 'SUNDAY', 23 * 60 + 59],
  ])('reads %s as %s minute %i in Lagos', (instant, day, minute) => {
    expect(wallClockInNigeria(new Date(instant))).toEqual({ day, minute });
  });
});

describe('openingStatus', () => {
  const weekday = [entry('MONDAY', '08:00:00', '18:00:00')];
  const overnightSunday = [entry('SUNDAY', '20:00:00', '06:00:00'), entry('MONDAY', '08:00:00', '18:00:00')];
  const overnightMonday = [entry('MONDAY', '20:00:00', '06:00:00')];

  it.each<[string, OpeningHoursEntry[], string, ReturnType<typeof openingStatus>]>([
    [
      'always open',
      [entry('MONDAY', '00:00:00', '00:00:00', { isAlwaysOpen: true })],
      '03:00',
      { isOpen: true, isAlwaysOpen: true, openingTime: null, closingTime: null, label: 'Open 24 hours' },
    ],
    [
      'closed all day',
      [entry('MONDAY', '08:00:00', '18:00:00', { isClosed: true })],
      '12:00',
      { isOpen: false, isAlwaysOpen: false, openingTime: null, closingTime: null, label: 'Closed today' },
    ],
    [
      'inside the hours',
      weekday,
      '10:15',
      {
        isOpen: true,
        isAlwaysOpen: false,
        openingTime: '08:00',
        closingTime: '18:00',
        label: 'Open now · closes 18:00',
      },
    ],
    [
      'at the opening minute',
      weekday,
      '08:00',
      {
        isOpen: true,
        isAlwaysOpen: false,
        openingTime: '08:00',
        closingTime: '18:00',
        label: 'Open now · closes 18:00',
      },
    ],
    [
      'before opening',
      weekday,
      '07:59',
      {
        isOpen: false,
        isAlwaysOpen: false,
        openingTime: '08:00',
        closingTime: '18:00',
        label: 'Closed · opens 08:00',
      },
    ],
    [
      'at the closing minute',
      weekday,
      '18:00',
      {
        isOpen: false,
        isAlwaysOpen: false,
        openingTime: '08:00',
        closingTime: '18:00',
        label: 'Closed · today 08:00–18:00',
      },
    ],
    [
      'overnight hours, before midnight',
      overnightMonday,
      '23:30',
      {
        isOpen: true,
        isAlwaysOpen: false,
        openingTime: '20:00',
        closingTime: '06:00',
        label: 'Open now · closes 06:00',
      },
    ],
    [
      "after midnight inside yesterday's overnight span",
      overnightSunday,
      '02:00',
      {
        isOpen: true,
        isAlwaysOpen: false,
        openingTime: '20:00',
        closingTime: '06:00',
        label: 'Open now · closes 06:00',
      },
    ],
    [
      "after yesterday's overnight span ended, before today's opening",
      overnightSunday,
      '07:00',
      {
        isOpen: false,
        isAlwaysOpen: false,
        openingTime: '08:00',
        closingTime: '18:00',
        label: 'Closed · opens 08:00',
      },
    ],
    [
      "yesterday's overnight span with no entry today",
      [entry('SUNDAY', '22:00:00', '04:00:00')],
      '01:00',
      {
        isOpen: true,
        isAlwaysOpen: false,
        openingTime: '22:00',
        closingTime: '04:00',
        label: 'Open now · closes 04:00',
      },
    ],
    ['no entry for today', [entry('TUESDAY', '08:00:00', '18:00:00')], '10:00', null],
    ['no hours at all', [], '10:00', null],
  ])('%s', (_case, hours, time, expected) => {
    expect(openingStatus(hours, mondayAt(time))).toEqual(expected);
  });
});
