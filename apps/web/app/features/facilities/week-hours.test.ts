import type { OpeningHoursEntry, Weekday } from '@carefinder/contracts';
import { describe, expect, it } from 'vitest';
import { english } from '~/lib/i18n/in-english';
import { hoursText, weekHours } from './week-hours';

const entry = (day: Weekday, overrides: Partial<OpeningHoursEntry> = {}): OpeningHoursEntry => ({
  day,
  open: '08:00:00',
  close: '17:00:00',
  isAlwaysOpen: false,
  isClosed: false,
  ...overrides,
});

describe('hoursText', () => {
  it.each([
    { why: 'day hours', value: entry('MONDAY'), text: '08:00–17:00' },
    {
      why: 'overnight',
      value: entry('FRIDAY', { open: '20:00:00', close: '06:00:00' }),
      text: '20:00–06:00 (next day)',
    },
    { why: 'round the clock', value: entry('SUNDAY', { isAlwaysOpen: true }), text: 'Open 24 hours' },
    { why: 'closed', value: entry('SUNDAY', { isClosed: true }), text: 'Closed' },
    { why: 'no entry', value: undefined, text: 'Not listed' },
  ])('$why → $text', ({ value, text }) => {
    expect(hoursText(value, english)).toBe(text);
  });
});

describe('weekHours', () => {
  it('lists Monday to Sunday and marks only today', () => {
    const rows = weekHours([entry('MONDAY'), entry('SUNDAY', { isClosed: true })], 'SUNDAY', english);
    expect(rows.map((row) => row.dayName)).toEqual([
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
      'Sunday',
    ]);
    expect(rows.filter((row) => row.isToday).map((row) => row.day)).toEqual(['SUNDAY']);
    expect(rows[0]?.hours).toBe('08:00–17:00');
    expect(rows[1]?.hours).toBe('Not listed');
    expect(rows[6]?.hours).toBe('Closed');
  });
});
