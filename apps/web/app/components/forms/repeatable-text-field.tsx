import { useEffect, useRef, useState } from 'react';
import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { TextField } from './text-field';

let nextRowKey = 0;
const row = (value: string) => ({ key: (nextRowKey += 1), value });

/**
 * Several values of one kind (a listing's phone numbers): a text box per value, all named `name`, with
 * buttons to add one and to remove each. Each box's id is `${id}.${index}`, the API's path of that value
 * among those sent, so errors land on it. Focus follows: to the new box after adding, to the box that takes
 * the removed one's place after removing.
 */
export function RepeatableTextField({
  id,
  name,
  legend,
  itemLabel,
  addLabel,
  defaultValues,
  errors = {},
  hint,
  max,
  input,
  optional = true,
}: {
  id: string;
  name: string;
  legend: string;
  /** One box's label, given its 1-based position: "Phone number 2". */
  itemLabel: (position: number) => string;
  addLabel: string;
  defaultValues: readonly string[];
  /** Messages by box id. */
  errors?: Readonly<Record<string, string>>;
  hint?: ReactNode;
  max: number;
  input?: Omit<ComponentPropsWithoutRef<'input'>, 'id' | 'name' | 'value' | 'onChange'>;
  /** False when at least one value is required: the legend then does not say "(optional)". */
  optional?: boolean;
}) {
  const [rows, setRows] = useState(() => (defaultValues.length ? defaultValues : ['']).map(row));
  // The box to focus once the rows have changed.
  const focusAt = useRef<number | null>(null);
  const hintId = hint ? `${id}-hint` : undefined;

  useEffect(() => {
    if (focusAt.current === null) return;
    document.getElementById(`${id}.${focusAt.current}`)?.focus();
    focusAt.current = null;
  });

  return (
    <fieldset aria-describedby={hintId} className="flex min-w-0 flex-col gap-3">
      <legend className="font-semibold text-gray-900">
        {legend}
        {optional && <span className="font-normal text-gray-700"> (optional)</span>}
      </legend>
      {hint && (
        <p id={hintId} className="-mt-2 text-sm text-gray-700">
          {hint}
        </p>
      )}
      {rows.map((current, index) => (
        <div key={current.key} className="flex items-end gap-2">
          <div className="min-w-0 flex-1">
            <TextField
              {...input}
              id={`${id}.${index}`}
              name={name}
              label={itemLabel(index + 1)}
              value={current.value}
              onChange={(event) => {
                const value = event.target.value;
                setRows((all) => all.map((item) => (item.key === current.key ? { ...item, value } : item)));
              }}
              error={errors[`${id}.${index}`]}
            />
          </div>
          {rows.length > 1 && (
            <button
              type="button"
              onClick={() => {
                setRows((all) => all.filter((item) => item.key !== current.key));
                focusAt.current = index < rows.length - 1 ? index : index - 1;
              }}
              className="min-h-[44px] shrink-0 rounded-md border border-gray-500 px-3 font-semibold text-gray-900 hover:bg-gray-50"
            >
              Remove<span className="sr-only"> {itemLabel(index + 1).toLowerCase()}</span>
            </button>
          )}
        </div>
      ))}
      {rows.length < max && (
        <div>
          <button
            type="button"
            onClick={() => {
              setRows((all) => [...all, row('')]);
              focusAt.current = rows.length;
            }}
            className="min-h-[40px] rounded-md border border-green-700 px-4 font-semibold text-green-800 hover:bg-green-50"
          >
            {addLabel}
          </button>
        </div>
      )}
    </fieldset>
  );
}
