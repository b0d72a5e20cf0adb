import { WEEKDAYS } from '@carefinder/contracts';
import type { OpeningHoursEntry, Weekday } from '@carefinder/contracts';
import type { HoursPattern } from './facility-profiles.ts';
import type { Random } from './random.ts';

/**
 * Weekly opening hours in the spec's shape: seven entries, wall-clock times in Africa/Lagos. A close
 * at or before the open time runs past midnight (e.g. a night clinic 18:00–06:00). Entries that are
 * always open or closed carry 00:00:00 for both times, as elsewhere in the codebase.
 */
type Span = readonly [open: string, close: string] | 'closed' | 'always';

const MIDNIGHT = '00:00:00';

function entry(day: Weekday, span: Span): OpeningHoursEntry {
  if (span === 'always') return { day, open: MIDNIGHT, close: MIDNIGHT, isAlwaysOpen: true, isClosed: false };
  if (span === 'closed') return { day, open: MIDNIGHT, close: MIDNIGHT, isAlwaysOpen: false, isClosed: true };
  return { day, open: span[0], close: span[1], isAlwaysOpen: false, isClosed: false };
}

function week(weekdays: Span, saturday: Span, sunday: Span): OpeningHoursEntry[] {
  return WEEKDAYS.map((day) =>
    entry(day, day === 'SUNDAY' ? sunday : day === 'SATURDAY' ? saturday : weekdays),
  );
}

export function openingHours(pattern: HoursPattern, random: Random, northern: boolean): OpeningHoursEntry[] {
  switch (pattern) {
    case 'always':
      return week('always', 'always', 'always');
    case 'public-weekdays':
      // Civil-service hours, which most public primary facilities keep.
      return week(['08:00:00', '16:00:00'], 'closed', 'closed');
    case 'public-weekdays-saturday':
      return week(['08:00:00', '16:00:00'], ['08:00:00', '12:00:00'], 'closed');
    case 'office': {
      const open = random.pick(['07:30:00', '08:00:00', '08:00:00', '09:00:00']);
      const close = random.pick(['16:00:00', '17:00:00', '18:00:00', '18:00:00']);
      const saturday: Span = random.chance(0.55)
        ? random.pick([
            ['09:00:00', '13:00:00'],
            ['09:00:00', '14:00:00'],
            ['10:00:00', '14:00:00'],
          ] as const)
        : 'closed';
      return week([open, close], saturday, 'closed');
    }
    case 'extended': {
      const close = random.pick(['20:00:00', '21:00:00', '22:00:00']);
      // In the south many places open on Sunday afternoon, after church.
      const sunday: Span = !northern && random.chance(0.5) ? ['13:00:00', '19:00:00'] : 'closed';
      return week(['08:00:00', close], ['08:00:00', close], sunday);
    }
    case 'night':
      // Evening and night clinics, often run by doctors who work in a public hospital by day.
      return week(['18:00:00', '06:00:00'], ['18:00:00', '06:00:00'], 'closed');
    case 'until-midnight':
      return week(['08:00:00', MIDNIGHT], ['08:00:00', MIDNIGHT], ['14:00:00', '22:00:00']);
    case 'late-pharmacy':
      return week(['08:00:00', '01:00:00'], ['08:00:00', '01:00:00'], ['12:00:00', '01:00:00']);
  }
}
