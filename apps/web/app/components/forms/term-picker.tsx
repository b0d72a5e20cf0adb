import { useState } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import { INPUT_CLASS } from './input-class';

export interface PickerTerm {
  slug: string;
  name: string;
}

/** Enter in a filter box narrows the list; it must not submit the form around it. */
export function keepEnterInField(event: KeyboardEvent<HTMLInputElement>) {
  if (event.key === 'Enter') event.preventDefault();
}

/**
 * Entries of a curated list to tick (a listing's services, a doctor's conditions…): a fieldset of
 * checkboxes named `name` whose values are the slugs, with a filter box above them for long lists. The
 * filter only hides entries: a ticked one that the filter hides is still sent. The filter box carries the
 * field's `id`, so the error summary's link and the focus after a refused save land on it.
 */
export function TermPicker({
  id,
  name,
  legend,
  noun = legend.toLowerCase(),
  terms,
  defaultSelected,
  error,
  hint,
}: {
  id: string;
  name: string;
  /** The list's name as a heading, e.g. "Services". */
  legend: string;
  /** The list's name inside a sentence ("Filter services"); the legend in lower case by default. */
  noun?: string;
  terms: readonly PickerTerm[];
  defaultSelected: readonly string[];
  error?: string;
  hint?: ReactNode;
}) {
  const [selected, setSelected] = useState(() => new Set(defaultSelected));
  const [filter, setFilter] = useState('');
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  const words = filter.trim().toLowerCase();
  const matches = (term: PickerTerm) => !words || term.name.toLowerCase().includes(words);
  const chosen = terms.filter((term) => selected.has(term.slug));
  const shown = terms.filter(matches).length;

  const toggle = (slug: string, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(slug);
      else next.delete(slug);
      return next;
    });

  return (
    <fieldset
      aria-describedby={describedBy}
      className="flex min-w-0 flex-col gap-2 rounded-md border border-gray-300 p-3"
    >
      <legend className="px-1 font-semibold text-gray-900">
        {legend}
        <span className="font-normal text-gray-700"> (optional)</span>
      </legend>
      {hint && (
        <p id={hintId} className="text-sm text-gray-700">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm font-semibold text-red-800">
          <span className="sr-only">Error: </span>
          {error}
        </p>
      )}
      <p className="text-sm text-gray-800">
        {chosen.length ? `Chosen: ${chosen.map((term) => term.name).join(', ')}.` : 'None chosen.'}
      </p>
      {terms.length === 0 ? (
        <p className="text-gray-800">The list is empty: add entries on its admin page first.</p>
      ) : (
        <>
          <div className="flex flex-col gap-1">
            <label htmlFor={id} className="text-sm font-semibold text-gray-900">
              Filter {noun}
            </label>
            <input
              id={id}
              type="search"
              value={filter}
              onChange={(event) => setFilter(event.target.value)}
              onKeyDown={keepEnterInField}
              autoComplete="off"
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy}
              className={INPUT_CLASS}
            />
          </div>
          <ul className="flex max-h-64 flex-col overflow-y-auto rounded-md border border-gray-200 px-2">
            {terms.map((term) => (
              <li key={term.slug} hidden={!matches(term)}>
                <label className="flex min-h-[40px] cursor-pointer items-center gap-3 text-gray-900">
                  <input
                    type="checkbox"
                    name={name}
                    value={term.slug}
                    checked={selected.has(term.slug)}
                    onChange={(event) => toggle(term.slug, event.target.checked)}
                    className="h-5 w-5 shrink-0 accent-green-700"
                  />
                  {term.name}
                </label>
              </li>
            ))}
          </ul>
          <p role="status" className="text-sm text-gray-800">
            {shown === 0 ? `No ${noun} match “${filter.trim()}”.` : ''}
          </p>
        </>
      )}
    </fieldset>
  );
}
