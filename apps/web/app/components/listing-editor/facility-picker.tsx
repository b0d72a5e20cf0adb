import type { AdminFacilityList, AdminFacilityRow } from '@carefinder/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { keepEnterInField } from '~/components/forms/term-picker';
import { INPUT_CLASS } from '~/components/forms/input-class';
import { getBrowserApiClient } from '~/lib/api-client';
import type { FacilityChoice } from './provider-form';

/** Active facilities whose name or NHFR code holds `q`, for linking a doctor to them. */
async function findFacilities(q: string): Promise<AdminFacilityList['items']> {
  const { data } = await getBrowserApiClient().get<AdminFacilityList>('/admin/facilities', {
    params: { q, status: 'active', pageSize: 10 },
  });
  return data.items;
}

const SEARCH_DELAY_MS = 400;

type Found =
  | { state: 'idle' }
  | { state: 'searching'; q: string }
  | { state: 'found'; q: string; items: readonly AdminFacilityRow[] }
  | { state: 'failed'; q: string };

const BUTTON_CLASS =
  'min-h-[40px] shrink-0 rounded-md border border-green-700 px-3 font-semibold text-green-800 hover:bg-green-50';

/**
 * The facilities a provider works at, picked from a search of the active facilities by name or NHFR code
 * (the admin facilities list). Chosen ones are sent as `facilities` (ids), with their names for the page.
 */
export function FacilityPicker({
  id,
  defaults,
  error,
}: {
  id: string;
  defaults: readonly FacilityChoice[];
  error?: string;
}) {
  const [chosen, setChosen] = useState<readonly FacilityChoice[]>(defaults);
  const [q, setQ] = useState('');
  const [found, setFound] = useState<Found>({ state: 'idle' });
  const searchRef = useRef<HTMLInputElement>(null);
  const hintId = `${id}-hint`;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ');

  const search = useCallback((words: string) => {
    const query = words.trim();
    if (query.length < 2) {
      setFound({ state: 'idle' });
      return;
    }
    setFound({ state: 'searching', q: query });
    findFacilities(query)
      .then((items) =>
        setFound((current) =>
          current.state === 'searching' && current.q === query
            ? { state: 'found', q: query, items }
            : current,
        ),
      )
      .catch(() => setFound({ state: 'failed', q: query }));
  }, []);

  // Searches as the admin types, once they pause.
  useEffect(() => {
    const timer = window.setTimeout(() => search(q), SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [q, search]);

  const isChosen = (facilityId: string) => chosen.some((facility) => facility.id === facilityId);
  const toggle = (facility: FacilityChoice) =>
    setChosen((current) =>
      current.some((item) => item.id === facility.id)
        ? current.filter((item) => item.id !== facility.id)
        : [...current, { id: facility.id, name: facility.name }],
    );

  return (
    <fieldset
      aria-describedby={describedBy}
      className="flex min-w-0 flex-col gap-3 rounded-md border border-gray-300 p-3"
    >
      <legend className="px-1 font-semibold text-gray-900">
        Facilities where they work<span className="font-normal text-gray-700"> (optional)</span>
      </legend>
      <p id={hintId} className="text-sm text-gray-700">
        Find each facility by its name or NHFR code, then add it. Only active facilities can be added.
      </p>
      {error && (
        <p id={errorId} className="text-sm font-semibold text-red-800">
          <span className="sr-only">Error: </span>
          {error}
        </p>
      )}
      {chosen.length ? (
        <ul aria-label="Chosen facilities" className="flex flex-col gap-2">
          {chosen.map((facility) => (
            <li key={facility.id} className="flex items-center justify-between gap-3">
              <input type="hidden" name="facilities" value={facility.id} />
              <input type="hidden" name="facilityNames" value={facility.name} />
              <span className="min-w-0 break-words text-gray-900">{facility.name}</span>
              <button
                type="button"
                onClick={() => {
                  toggle(facility);
                  searchRef.current?.focus();
                }}
                className={BUTTON_CLASS}
              >
                Remove<span className="sr-only"> {facility.name}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-gray-800">No facility chosen.</p>
      )}
      <div className="flex flex-col gap-1">
        <label htmlFor={id} className="text-sm font-semibold text-gray-900">
          Find a facility
        </label>
        <input
          ref={searchRef}
          id={id}
          type="search"
          value={q}
          onChange={(event) => setQ(event.target.value)}
          onKeyDown={(event) => {
            keepEnterInField(event);
            if (event.key === 'Enter') search(q);
          }}
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={INPUT_CLASS}
        />
      </div>
      <p role="status" className="text-sm text-gray-800">
        {found.state === 'searching'
          ? 'Searching…'
          : found.state === 'failed'
            ? 'The search failed. Check your connection and press Enter to try again.'
            : found.state === 'found'
              ? found.items.length
                ? `${found.items.length} found for “${found.q}”${found.items.length === 10 ? ' (the first 10: type more of the name)' : ''}.`
                : `No active facility matches “${found.q}”.`
              : ''}
      </p>
      {found.state === 'found' && found.items.length > 0 && (
        <ul aria-label="Facilities found" className="flex flex-col gap-2">
          {found.items.map((facility) => (
            <li key={facility.id} className="flex items-center justify-between gap-3">
              <span className="min-w-0 break-words">
                <span className="text-gray-900">{facility.name}</span>
                <span className="block text-sm text-gray-700">
                  {[facility.facilityType?.name, facility.lga?.name, facility.state?.name]
                    .filter(Boolean)
                    .join(' · ')}
                </span>
              </span>
              <button type="button" onClick={() => toggle(facility)} className={BUTTON_CLASS}>
                {isChosen(facility.id) ? 'Remove' : 'Add'}
                <span className="sr-only"> {facility.name}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
