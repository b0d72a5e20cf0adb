import { daysBetween, READINESS_FRESH_DAYS } from '@carefinder/contracts';
import { TextField } from '~/components/forms/text-field';
import { dateInNigeria } from '~/lib/format/date';
import type { TermOptions } from './listing-form';
import { readinessBoxes, type ReadinessValue } from './readiness-values';

/**
 * What the facility can do in an emergency: each capability ticked with the day it was last confirmed and
 * on what source. Search trusts a fact for 90 days from that day; "Still true today" dates every one ticked
 * today.
 */
export function ReadinessFields({
  legend,
  defaults,
  options,
  errors,
}: {
  legend: string;
  defaults: readonly ReadinessValue[];
  options: TermOptions;
  errors: Readonly<Record<string, string>>;
}) {
  const capabilities = options.capabilities ?? [];
  const held = new Map(defaults.map((value) => [value.capability, value]));
  const today = dateInNigeria(new Date().toISOString());
  return (
    <fieldset id="readiness" aria-describedby="readiness-hint" className="flex min-w-0 flex-col gap-4">
      <legend className="text-lg font-semibold text-gray-900">{legend}</legend>
      <p id="readiness-hint" className="-mt-2 text-sm text-gray-700">
        Tick what it can do, with the day that was last confirmed (empty: today). Search trusts a fact for 90
        days from that day, then shows it as not confirmed.
      </p>
      {errors.readiness && <p className="text-sm font-semibold text-red-800">{errors.readiness}</p>}
      <ul className="flex flex-col gap-4">
        {capabilities.map(({ slug, name }) => {
          const boxes = readinessBoxes(slug);
          const value = held.get(slug);
          return (
            <li key={slug} className="flex flex-col gap-2 border-t border-gray-200 pt-3">
              <label
                htmlFor={boxes.held}
                className="inline-flex min-h-[44px] items-center gap-2 font-semibold"
              >
                <input
                  type="checkbox"
                  id={boxes.held}
                  name="readiness"
                  value={slug}
                  defaultChecked={value !== undefined}
                  className="h-5 w-5 accent-green-700"
                />
                {name}
              </label>
              {value && <p className="text-sm text-gray-800">{ageText(value.confirmedAt, today)}</p>}
              {errors[boxes.held] && (
                <p className="text-sm font-semibold text-red-800">{errors[boxes.held]}</p>
              )}
              <div className="grid gap-4 md:grid-cols-2">
                <TextField
                  id={boxes.confirmedAt}
                  name={boxes.confirmedAt}
                  type="date"
                  label="Last confirmed"
                  optional
                  defaultValue={value?.confirmedAt ?? ''}
                  error={errors[boxes.confirmedAt]}
                />
                <TextField
                  id={boxes.source}
                  name={boxes.source}
                  label="Source"
                  optional
                  hint="Who said so, e.g. a call with the matron, or the state's list."
                  autoComplete="off"
                  defaultValue={value?.source ?? ''}
                  error={errors[boxes.source]}
                />
              </div>
            </li>
          );
        })}
      </ul>
      {defaults.length > 0 && (
        <div className="flex flex-col gap-1">
          <button
            type="submit"
            name="confirmAll"
            value="true"
            className="min-h-[44px] self-start rounded-md border border-green-700 px-4 font-semibold text-green-800 hover:bg-green-50"
          >
            Still true today
          </button>
          <p className="text-sm text-gray-700">Saves the form, confirming today every capability ticked.</p>
        </div>
      )}
    </fieldset>
  );
}

/** "Confirmed 12 days ago: trusted for 78 more days", or that search no longer trusts it. */
function ageText(confirmedAt: string, today: string): string {
  const days = daysBetween(confirmedAt, today);
  if (Number.isNaN(days)) return '';
  if (days > READINESS_FRESH_DAYS)
    return `Confirmed ${days} days ago: search no longer trusts it. Confirm it again if it is still true.`;
  const left = READINESS_FRESH_DAYS - days;
  const when = days === 0 ? 'today' : days === 1 ? 'yesterday' : `${days} days ago`;
  return `Confirmed ${when}: search trusts it for ${left} more ${left === 1 ? 'day' : 'days'}.`;
}
