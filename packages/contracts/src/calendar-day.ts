import { z } from 'zod';

/** A day of the calendar as YYYY-MM-DD that exists: 2026-02-31 is refused, not read as 3 March. */
export const calendarDaySchema = (missing = 'Enter a day.') =>
  z
    .string({ error: missing })
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter the day as YYYY-MM-DD.')
    .refine((day) => {
      const time = Date.parse(`${day}T00:00:00Z`);
      return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === day;
    }, 'Enter a real day.');
