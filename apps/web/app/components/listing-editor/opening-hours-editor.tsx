import { openingStatus, wallClockInNigeria } from '@carefinder/contracts';
import { useEffect, useState } from 'react';
import { SelectField, TextField } from '~/components/forms/text-field';
import { completeOpeningHours, WEEK, type DayHours, type DayMode, type WeekHours } from './week-hours';

const MODE_OPTIONS: readonly { value: DayMode; label: string }[] = [
  { value: 'unlisted', label: 'Not listed' },
  { value: 'hours', label: 'Open at these times' },
  { value: 'always', label: 'Open 24 hours' },
  { value: 'closed', label: 'Closed' },
];

const WEEKDAYS_AFTER_MONDAY = WEEK.slice(1, 5);

/** The clock, once a minute: the preview says what the page says now, and stays true while the form is open. */
function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), 30_000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

const isOvernight = ({ mode, open, close }: DayHours) => mode === 'hours' && open && close && close <= open;

/**
 * A facility's week (spec §3): for each day, not listed, closed, open 24 hours, or open from a time to a
 * time, where a closing time at or before the opening time is the next morning (overnight). The preview
 * applies the contracts' `openingStatus`, the rule the facility page and search apply, to the hours as they
 * stand in the form, in Nigeria now.
 */
export function OpeningHoursEditor({
  defaults,
  errors,
}: {
  defaults: WeekHours;
  errors: Readonly<Record<string, string>>;
}) {
  const [hours, setHours] = useState(defaults);
  const now = useNow();
  const status = openingStatus(completeOpeningHours(hours), now);
  const { day: today, minute } = wallClockInNigeria(now);
  const todayName = WEEK.find((item) => item.day === today)?.name ?? today;
  const clockNow = `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;

  const change = (day: keyof WeekHours, part: Partial<DayHours>) =>
    setHours((week) => ({ ...week, [day]: { ...week[day], ...part } }));

  return (
    <fieldset aria-describedby="openingHours-hint" className="flex min-w-0 flex-col gap-4">
      <legend className="text-lg font-semibold text-gray-900">Opening hours</legend>
      <p id="openingHours-hint" className="-mt-2 text-sm text-gray-700">
        Nigerian time (WAT). A closing time at or before the opening time is the next morning (overnight).
      </p>
      <div className="rounded-md border border-gray-300 bg-gray-50 p-3">
        <p className="text-sm text-gray-700">
          In Nigeria it is {todayName} {clockNow}. With these hours the page says:
        </p>
        <p role="status" className="text-gray-900">
          {status === null ? (
            'Opening hours for today are not listed.'
          ) : (
            <>
              <strong className={status.isOpen ? 'text-green-800' : 'text-red-800'}>
                {status.isOpen ? 'Open now' : 'Closed now'}
              </strong>{' '}
              · “{status.label}”
            </>
          )}
        </p>
      </div>
      <ul className="flex flex-col gap-3">
        {WEEK.map(({ day, name }) => {
          const entry = hours[day];
          const field = (part: string) => `openingHours.${day}.${part}`;
          return (
            <li
              key={day}
              className="grid gap-3 border-t border-gray-200 pt-3 md:grid-cols-[12rem_1fr_1fr] md:items-end"
            >
              <SelectField
                id={field('mode')}
                name={field('mode')}
                label={name}
                value={entry.mode}
                onChange={(event) => change(day, { mode: event.target.value as DayMode })}
                error={errors[field('mode')]}
                options={MODE_OPTIONS}
              />
              {entry.mode === 'hours' && (
                <>
                  <TextField
                    id={field('open')}
                    name={field('open')}
                    type="time"
                    label={
                      <>
                        Opens<span className="sr-only"> on {name}</span>
                      </>
                    }
                    value={entry.open}
                    onChange={(event) => change(day, { open: event.target.value })}
                    error={errors[field('open')]}
                  />
                  <TextField
                    id={field('close')}
                    name={field('close')}
                    type="time"
                    label={
                      <>
                        Closes<span className="sr-only"> on {name}</span>
                      </>
                    }
                    hint={isOvernight(entry) ? 'The next morning (overnight).' : undefined}
                    value={entry.close}
                    onChange={(event) => change(day, { close: event.target.value })}
                    error={errors[field('close')]}
                  />
                </>
              )}
            </li>
          );
        })}
      </ul>
      <div>
        <button
          type="button"
          onClick={() =>
            setHours((week) =>
              WEEKDAYS_AFTER_MONDAY.reduce((next, { day }) => ({ ...next, [day]: { ...week.MONDAY } }), week),
            )
          }
          className="min-h-[40px] rounded-md border border-green-700 px-4 font-semibold text-green-800 hover:bg-green-50"
        >
          Copy Monday to Tuesday–Friday
        </button>
      </div>
    </fieldset>
  );
}
