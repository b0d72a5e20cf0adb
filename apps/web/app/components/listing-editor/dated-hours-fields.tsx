import { SelectField, TextField } from '~/components/forms/text-field';
import { datedHoursBoxes, type DatedHoursValue } from './dated-hours-values';

const NEW_ROW: DatedHoursValue = { from: '', to: '', isClosed: true, open: '', close: '', reason: '' };

/**
 * Holidays, strikes and closures: each a first and last day (Nigerian calendar) that are closed or open at
 * other times than the week's, with why; and an empty row to add one. Search and the page honour them on
 * their days.
 */
export function DatedHoursFields({
  legend,
  defaults,
  errors,
}: {
  legend: string;
  defaults: readonly DatedHoursValue[];
  errors: Readonly<Record<string, string>>;
}) {
  const rows = [...defaults, NEW_ROW];
  return (
    <fieldset aria-describedby="hoursExceptions-hint" className="flex min-w-0 flex-col gap-4">
      <legend className="text-lg font-semibold text-gray-900">{legend}</legend>
      <p id="hoursExceptions-hint" className="-mt-2 text-sm text-gray-700">
        Public holidays, strikes, closures for repairs: on these days they replace the week&apos;s hours.
        Leave the last day empty for one day.
      </p>
      {rows.map((value, row) => {
        const boxes = datedHoursBoxes(row);
        const isNew = row === defaults.length;
        return (
          <div
            key={row}
            role="group"
            aria-label={isNew ? 'Add days' : `Days ${row + 1}`}
            className="grid gap-3 border-t border-gray-200 pt-3 md:grid-cols-3"
          >
            <TextField
              id={boxes.from}
              name={boxes.from}
              type="date"
              label={isNew ? 'New: first day' : 'First day'}
              optional={isNew}
              defaultValue={value.from}
              error={errors[boxes.from]}
            />
            <TextField
              id={boxes.to}
              name={boxes.to}
              type="date"
              label="Last day"
              optional
              defaultValue={value.to === value.from ? '' : value.to}
              error={errors[boxes.to]}
            />
            <SelectField
              id={boxes.isClosed}
              name={boxes.isClosed}
              label="On these days"
              defaultValue={String(value.isClosed)}
              options={[
                { value: 'true', label: 'Closed' },
                { value: 'false', label: 'Open at these times' },
              ]}
            />
            <TextField
              id={boxes.open}
              name={boxes.open}
              type="time"
              label="Opens"
              optional
              defaultValue={value.open}
              error={errors[boxes.open]}
            />
            <TextField
              id={boxes.close}
              name={boxes.close}
              type="time"
              label="Closes"
              optional
              defaultValue={value.close}
              error={errors[boxes.close]}
            />
            <TextField
              id={boxes.reason}
              name={boxes.reason}
              label="Why"
              optional
              hint="Shown on the page, e.g. Public holiday."
              autoComplete="off"
              defaultValue={value.reason}
              error={errors[boxes.reason]}
            />
            {!isNew && (
              <label className="inline-flex min-h-[44px] items-center gap-2">
                <input type="checkbox" name={boxes.remove} className="h-5 w-5 accent-green-700" />
                Remove these days
              </label>
            )}
          </div>
        );
      })}
    </fieldset>
  );
}
