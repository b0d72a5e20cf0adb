import type { HoursException } from '@carefinder/contracts';
import type { FieldDescription } from './changeable-fields';
import { text } from './listing-form';
import { apiTime, clock } from './week-hours';

/** A dated exception as the editor holds it: days as typed, times as HH:mm. */
export interface DatedHoursValue {
  from: string;
  to: string;
  isClosed: boolean;
  open: string;
  close: string;
  reason: string;
}

export interface DatedHoursValues {
  hoursExceptions: DatedHoursValue[];
}

/** The boxes of the exception in row `row` (its own rows, then one more to add one). */
export const datedHoursBoxes = (row: number) => ({
  from: `hoursExceptions.${row}.from`,
  to: `hoursExceptions.${row}.to`,
  isClosed: `hoursExceptions.${row}.isClosed`,
  open: `hoursExceptions.${row}.open`,
  close: `hoursExceptions.${row}.close`,
  reason: `hoursExceptions.${row}.reason`,
  remove: `hoursExceptions.${row}.remove`,
});

export const datedHoursValuesOf = (
  facility: { hoursExceptions: readonly HoursException[] } | null,
): DatedHoursValues => ({
  hoursExceptions: (facility?.hoursExceptions ?? []).map((exception) => ({
    from: exception.from,
    to: exception.to,
    isClosed: exception.isClosed,
    open: exception.open ? clock(exception.open) : '',
    close: exception.close ? clock(exception.close) : '',
    reason: exception.reason,
  })),
});

/** The rows posted, but those marked to remove and the empty row for a new one. */
export function datedHoursValuesFrom(form: FormData): DatedHoursValues {
  const rows = new Set(
    [...form.keys()].flatMap((key) => /^hoursExceptions\.(\d+)\./.exec(key)?.slice(1, 2) ?? []).map(Number),
  );
  const values = [...rows]
    .sort((a, b) => a - b)
    .flatMap((row) => {
      const boxes = datedHoursBoxes(row);
      const value: DatedHoursValue = {
        from: text(form, boxes.from),
        to: text(form, boxes.to),
        isClosed: text(form, boxes.isClosed) !== 'false',
        open: text(form, boxes.open),
        close: text(form, boxes.close),
        reason: text(form, boxes.reason),
      };
      const empty = !value.from && !value.to && !value.reason;
      return form.get(boxes.remove) !== null || empty ? [] : [value];
    });
  return { hoursExceptions: values };
}

/** The dated-hours part of a write: one day when the last is left empty; times only when open. */
export const datedHoursBody = (values: DatedHoursValues) => ({
  hoursExceptions: values.hoursExceptions.map((value) => ({
    from: value.from,
    to: value.to || value.from,
    isClosed: value.isClosed,
    ...(value.isClosed ? {} : { open: apiTime(value.open) || null, close: apiTime(value.close) || null }),
    reason: value.reason,
  })),
});

/** The box of an API path inside `hoursExceptions` (`hoursExceptions.1.to`): its row is its place sent. */
export function datedHoursFieldOf(index: string | undefined, part: string | undefined): string {
  const row = Number(index);
  if (!Number.isInteger(row)) return 'hoursExceptions';
  const boxes = datedHoursBoxes(row) as Record<string, string>;
  return boxes[part ?? ''] ?? boxes.from ?? 'hoursExceptions';
}

export const describeDatedHours = (values: DatedHoursValues): FieldDescription => ({
  field: 'hoursExceptions',
  label: 'Holidays and closures',
  text: values.hoursExceptions
    .map((value) =>
      [
        value.to && value.to !== value.from ? `${value.from} to ${value.to}` : value.from,
        value.isClosed ? 'closed' : `${value.open}–${value.close}`,
        value.reason,
      ]
        .filter(Boolean)
        .join(', '),
    )
    .join('; '),
});
