import { describe, expect, it } from 'vitest';
import { calendarDaySchema } from './calendar-day.ts';

describe('calendarDaySchema', () => {
  it('takes a day that exists, and refuses one that does not or is not written YYYY-MM-DD', () => {
    const day = calendarDaySchema();
    expect(day.safeParse('2028-02-29').success).toBe(true);
    for (const wrong of ['2026-02-31', '2026-13-01', '2026-2-1', 'yesterday'])
      expect(day.safeParse(wrong).success, wrong).toBe(false);
  });
});
