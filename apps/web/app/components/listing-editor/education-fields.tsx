import { useEffect, useRef, useState } from 'react';
import { TextField } from '~/components/forms/text-field';
import type { EducationRow } from './education';

const SECTION_CLASS = 'flex min-w-0 flex-col gap-4';
const BUTTON_CLASS =
  'min-h-[40px] rounded-md border border-green-700 px-4 font-semibold text-green-800 hover:bg-green-50';
const MAX_EDUCATION = 20;

let nextKey = 0;
const keyed = (row: EducationRow) => ({ key: (nextKey += 1), ...row });
const EMPTY_ROW: EducationRow = { institution: '', qualification: '', year: '' };
const EDUCATION_PARTS: readonly { part: keyof EducationRow; label: string; optional?: boolean }[] = [
  { part: 'institution', label: 'Institution' },
  { part: 'qualification', label: 'Qualification' },
  { part: 'year', label: 'Year', optional: true },
];

/** Schools and qualifications, a row each (institution, qualification, year), added and removed. */
export function EducationFields({
  defaults,
  errors,
}: {
  defaults: readonly EducationRow[];
  errors: Readonly<Record<string, string>>;
}) {
  const [rows, setRows] = useState(() => defaults.map(keyed));
  // What to focus once the rows have changed: a row's first box, or Add when none is left.
  const focusAt = useRef<string | null>(null);
  useEffect(() => {
    if (focusAt.current === null) return;
    document.getElementById(focusAt.current)?.focus();
    focusAt.current = null;
  });
  return (
    <fieldset className={SECTION_CLASS}>
      <legend className="text-lg font-semibold text-gray-900">
        Education<span className="text-base font-normal text-gray-700"> (optional)</span>
      </legend>
      {rows.length === 0 && <p className="-mt-2 text-gray-800">None listed.</p>}
      {rows.map((row, index) => {
        const field = (part: keyof EducationRow) => `education.${index}.${part}`;
        const position = ` ${index + 1}`;
        return (
          <div
            key={row.key}
            className="grid gap-3 border-t border-gray-200 pt-3 md:grid-cols-[2fr_2fr_1fr_auto] md:items-end"
          >
            {EDUCATION_PARTS.map(({ part, label, optional }) => (
              <TextField
                key={part}
                id={field(part)}
                name={`education.${part}`}
                label={
                  <>
                    {label}
                    <span className="sr-only">{position}</span>
                  </>
                }
                optional={optional}
                inputMode={part === 'year' ? 'numeric' : undefined}
                autoComplete="off"
                defaultValue={row[part]}
                error={errors[field(part)]}
              />
            ))}
            <button
              type="button"
              onClick={() => {
                setRows((all) => all.filter((item) => item.key !== row.key));
                focusAt.current =
                  rows.length === 1
                    ? 'education-add'
                    : `education.${index < rows.length - 1 ? index : index - 1}.institution`;
              }}
              className="min-h-[44px] rounded-md border border-gray-500 px-3 font-semibold text-gray-900 hover:bg-gray-50"
            >
              Remove<span className="sr-only"> education{position}</span>
            </button>
          </div>
        );
      })}
      {rows.length < MAX_EDUCATION && (
        <div>
          <button
            id="education-add"
            type="button"
            onClick={() => {
              setRows((all) => [...all, keyed(EMPTY_ROW)]);
              focusAt.current = `education.${rows.length}.institution`;
            }}
            className={BUTTON_CLASS}
          >
            Add education
          </button>
        </div>
      )}
    </fieldset>
  );
}
