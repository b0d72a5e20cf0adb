import { FACILITY_TIME_ZONE } from '@carefinder/contracts';

const nigerianDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: FACILITY_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The calendar day in Nigeria at `at`, as YYYY-MM-DD. */
export const nigerianDay = (at: Date): string => nigerianDate.format(at);

/** The day `count` days after `day` (before, when negative), both YYYY-MM-DD. */
export function addDays(day: string, count: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + count);
  return date.toISOString().slice(0, 10);
}
