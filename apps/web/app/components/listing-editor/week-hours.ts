import type { OpeningHoursEntry, Weekday } from '@carefinder/contracts';
import { text } from './listing-form';

/** The week as a Nigerian reader expects it: Monday first. */
export const WEEK: readonly { day: Weekday; name: string }[] = [
  { day: 'MONDAY', name: 'Monday' },
  { day: 'TUESDAY', name: 'Tuesday' },
  { day: 'WEDNESDAY', name: 'Wednesday' },
  { day: 'THURSDAY', name: 'Thursday' },
  { day: 'FRIDAY', name: 'Friday' },
  { day: 'SATURDAY', name: 'Saturday' },
  { day: 'SUNDAY', name: 'Sunday' },
];

/** A day of the hours editor: no entry, closed, open all day, or open between two times (HH:mm). */
export type DayMode = 'unlisted' | 'closed' | 'always' | 'hours';
export interface DayHours {
  mode: DayMode;
  open: string;
  close: string;
}
export type WeekHours = Record<Weekday, DayHours>;

/** "08:00:00" → "08:00", as a time input holds it. */
export const clock = (time: string) => time.slice(0, 5);
/** "08:00" → "08:00:00", as the API takes it (spec §3). */
export const apiTime = (time: string) => (/^\d\d:\d\d$/.test(time) ? `${time}:00` : time);

function dayHoursOf(entry: OpeningHoursEntry | undefined): DayHours {
  if (!entry) return { mode: 'unlisted', open: '', close: '' };
  if (entry.isAlwaysOpen) return { mode: 'always', open: '', close: '' };
  if (entry.isClosed) return { mode: 'closed', open: '', close: '' };
  return { mode: 'hours', open: clock(entry.open), close: clock(entry.close) };
}

/** The week as the editor holds it, from a listing's hours (spec §3). */
export function weekHoursOf(entries: readonly OpeningHoursEntry[]): WeekHours {
  return Object.fromEntries(
    WEEK.map(({ day }) => [day, dayHoursOf(entries.find((entry) => entry.day === day))]),
  ) as WeekHours;
}

const MODES: readonly DayMode[] = ['unlisted', 'closed', 'always', 'hours'];

/** The week as posted by the hours editor (input names `openingHours.{DAY}.mode|open|close`). */
export function weekHoursFrom(form: FormData): WeekHours {
  return Object.fromEntries(
    WEEK.map(({ day }) => {
      const mode = text(form, `openingHours.${day}.mode`);
      return [
        day,
        {
          mode: MODES.find((item) => item === mode) ?? 'unlisted',
          open: text(form, `openingHours.${day}.open`),
          close: text(form, `openingHours.${day}.close`),
        },
      ];
    }),
  ) as WeekHours;
}

/** The hours as the API takes them (spec §3): a day without an entry is left out. */
export function openingHoursOf(hours: WeekHours) {
  return WEEK.flatMap(({ day }) => {
    const { mode, open, close } = hours[day];
    if (mode === 'unlisted') return [];
    if (mode !== 'hours') return [{ day, isAlwaysOpen: mode === 'always', isClosed: mode === 'closed' }];
    return [
      {
        day,
        isAlwaysOpen: false,
        isClosed: false,
        ...(open ? { open: apiTime(open) } : {}),
        ...(close ? { close: apiTime(close) } : {}),
      },
    ];
  });
}

/**
 * The entries the API would store for the days whose hours are complete: what the preview applies the
 * opening status rule to while the admin is still typing.
 */
export function completeOpeningHours(hours: WeekHours): OpeningHoursEntry[] {
  return WEEK.flatMap(({ day }) => {
    const { mode, open, close } = hours[day];
    if (mode === 'unlisted' || (mode === 'hours' && (!open || !close))) return [];
    const times =
      mode === 'hours'
        ? { open: apiTime(open), close: apiTime(close) }
        : { open: '00:00:00', close: '00:00:00' };
    return [{ day, isAlwaysOpen: mode === 'always', isClosed: mode === 'closed', ...times }];
  });
}

/** An API path inside the hours (`openingHours.2.close`) → the editor's field id. */
export function openingHoursFieldOf(
  entries: readonly { day: Weekday }[],
  index: string | undefined,
  part: string | undefined,
): string {
  const day = entries[Number(index)]?.day ?? WEEK[0]!.day;
  return `openingHours.${day}.${part === 'open' || part === 'close' ? part : 'mode'}`;
}

/** The week in words ("Monday 08:00–17:00; Saturday closed"), for comparing two versions. */
export function describeWeekHours(hours: WeekHours): string {
  return WEEK.map(({ day, name }) => {
    const { mode, open, close } = hours[day];
    if (mode === 'unlisted') return null;
    const when = mode === 'closed' ? 'closed' : mode === 'always' ? 'open 24 hours' : `${open}–${close}`;
    return `${name} ${when}`;
  })
    .filter(Boolean)
    .join('; ');
}

/** The editor's field ids of the week, top to bottom: the error summary's order. */
export const WEEK_HOURS_FIELD_ORDER: readonly string[] = WEEK.flatMap(({ day }) =>
  ['mode', 'open', 'close'].map((part) => `openingHours.${day}.${part}`),
);
