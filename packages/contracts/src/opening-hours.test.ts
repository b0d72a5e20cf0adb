import { describe, expect, it } from 'vitest';
import { secondsOpeningStatusHolds } from './hours-exceptions.ts';
import {
  openingStatus,
  secondsLeftInMinute,
  wallClockInNigeria,
  type OpeningHoursEntry,
  type Weekday,
} from './opening-hours.ts';

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

  it('reads each minute afresh: the last one read is kept only for instants within it', () => {
    expect(wallClockInNigeria(new Date('2026-11-23T09:30:59.999Z')).minute).toBe(10 * 60 + 30);
    expect(wallClockInNigeria(new Date('2026-11-23T09:30:00Z')).minute).toBe(10 * 60 + 30);
    expect(wallClockInNigeria(new Date('2026-11-23T09:31:00Z')).minute).toBe(10 * 60 + 31);
    expect(wallClockInNigeria(new Date('2026-11-23T09:30:30Z')).minute).toBe(10 * 60 + 30);
    expect(wallClockInNigeria(new Date('2026-11-30T09:30:30Z'))).toEqual({ day: 'MONDAY', minute: 630 });
    expect(wallClockInNigeria(new Date('2026-11-24T09:30:30Z')).day).toBe('TUESDAY');
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
      {
        isOpen: true,
        isAlwaysOpen: true,
        openingTime: null,
        closingTime: null,
        opensLaterToday: false,
        label: 'Open 24 hours',
      },
    ],
    [
      'closed all day',
      [entry('MONDAY', '08:00:00', '18:00:00', { isClosed: true })],
      '12:00',
      {
        isOpen: false,
        isAlwaysOpen: false,
        openingTime: null,
        closingTime: null,
        opensLaterToday: false,
        label: 'Closed today',
      },
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
        opensLaterToday: false,
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
        opensLaterToday: false,
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
        opensLaterToday: true,
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
        opensLaterToday: false,
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
        opensLaterToday: false,
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
        opensLaterToday: false,
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
        opensLaterToday: true,
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
        opensLaterToday: false,
        label: 'Open now · closes 04:00',
      },
    ],
    ['no entry for today', [entry('TUESDAY', '08:00:00', '18:00:00')], '10:00', null],
    ['no hours at all', [], '10:00', null],
  ])('%s', (_case, hours, time, expected) => {
    expect(openingStatus(hours, mondayAt(time))).toEqual(expected);
  });
});

describe('secondsOpeningStatusHolds', () => {
  const weekday = [entry('MONDAY', '08:00:00', '18:00:00')];
  const at = (time: string, seconds: number) => new Date(mondayAt(time).getTime() + seconds * 1000);

  it('holds for the whole span when no minute within it changes the status', () => {
    expect(secondsOpeningStatusHolds(weekday, [], at('10:15', 20), 60)).toBe(60);
    expect(secondsOpeningStatusHolds([], [], at('10:15', 20), 60)).toBe(60);
  });

  it('ends at the minute the facility opens or closes', () => {
    expect(secondsOpeningStatusHolds(weekday, [], at('07:59', 20), 60)).toBe(40);
    expect(secondsOpeningStatusHolds(weekday, [], at('17:59', 0), 60)).toBe(60);
    expect(secondsOpeningStatusHolds(weekday, [], at('17:59', 1), 60)).toBe(59);
    expect(secondsOpeningStatusHolds(weekday, [], at('17:58', 30), 300)).toBe(90);
  });

  it("ends at midnight, when the week's today moves on, even for a facility open all day", () => {
    const always = (['MONDAY', 'TUESDAY'] as const).map((day) =>
      entry(day, '00:00:00', '00:00:00', { isAlwaysOpen: true }),
    );
    expect(secondsOpeningStatusHolds(always, [], at('23:59', 30), 60)).toBe(30);
  });
});

describe('secondsLeftInMinute', () => {
  it('counts to the end of the minute, at least one second', () => {
    expect(secondsLeftInMinute(new Date(Date.UTC(2026, 10, 26, 9, 15, 20)))).toBe(40);
    expect(secondsLeftInMinute(new Date(Date.UTC(2026, 10, 26, 9, 15, 59, 500)))).toBe(1);
    expect(secondsLeftInMinute(new Date(Date.UTC(2026, 10, 26, 9, 15, 0)))).toBe(60);
  });
});
