import type { AffiliationRequest, ProviderDetail, SearchItem } from '@carefinder/contracts';
import { useEffect, useState, type KeyboardEvent } from 'react';
import { Link, useFetcher } from 'react-router';
import { ErrorSummary, useFocusOnErrors } from '~/components/forms/error-summary';
import { TextField } from '~/components/forms/text-field';
import { TEXT_LINK_CLASS } from '~/components/forms/form-page';
import { formatDateInNigeria } from '~/lib/format/date';
import type { FormActionResult } from '~/lib/forms/form-action';
import { ASK_AFFILIATION_INTENT } from './affiliation-actions';
import { findFacilitiesToJoin } from './affiliation-api';

const SEARCH_DELAY_MS = 400;
const ASK_BUTTON_CLASS =
  'min-h-[40px] shrink-0 rounded-md border border-green-700 px-3 font-semibold text-green-800 hover:bg-green-50';

const STATUS_TEXT: Record<AffiliationRequest['status'], string> = {
  pending: 'Waiting for the facility’s answer',
  approved: 'Approved: you are listed there',
  rejected: 'Declined',
};

/**
 * Where the doctor works, as their profile shows it, their requests to be listed elsewhere, and the way to
 * ask a facility (its team approves).
 */
export function ProviderAffiliations({
  providerId,
  facilities,
  requests,
}: {
  providerId: string;
  facilities: ProviderDetail['facilities'];
  requests: readonly AffiliationRequest[];
}) {
  return (
    <div className="flex flex-col gap-4">
      {facilities.length ? (
        <ul aria-label="Facilities your profile lists" className="flex flex-col gap-1">
          {facilities.map((facility) => (
            <li key={facility.id}>
              <Link to={`/facilities/${facility.id}`} className={TEXT_LINK_CLASS}>
                {facility.name}
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-gray-800">Your profile does not list a facility yet.</p>
      )}
      {requests.length > 0 && (
        <ul aria-label="Your requests to be listed" className="flex flex-col gap-2">
          {requests.map((request) => (
            <li key={request.id} className="border-t border-gray-200 pt-2">
              <span className="font-semibold text-gray-900">{request.facility.name}</span>
              <span className="block text-gray-800">
                {STATUS_TEXT[request.status]}
                {request.status === 'rejected' && request.reason ? `: ${request.reason}` : ''}
              </span>
              <span className="block text-sm text-gray-700">
                Asked on {formatDateInNigeria(request.createdAt)}
              </span>
            </li>
          ))}
        </ul>
      )}
      <AskToBeListed providerId={providerId} />
    </div>
  );
}

type Found =
  | { state: 'idle' }
  | { state: 'searching'; q: string }
  | { state: 'found'; q: string; items: readonly SearchItem[] }
  | { state: 'failed'; q: string };

/** Enter must not press the form's first "Ask to be listed": the doctor chooses the facility. */
const keepEnterInField = (event: KeyboardEvent<HTMLInputElement>) => {
  if (event.key === 'Enter') event.preventDefault();
};

/** Finds a facility by name; the button pressed beside one sends the request for it. */
function AskToBeListed({ providerId }: { providerId: string }) {
  const asker = useFetcher<FormActionResult>();
  const errors = asker.data?.ok === false ? asker.data.errors : undefined;
  const { formRef, summaryRef } = useFocusOnErrors(errors);
  const [q, setQ] = useState('');
  // Once asked, the search starts over (the facility asked is among the requests above now).
  const [askedData, setAskedData] = useState(asker.data);
  if (asker.data !== askedData) {
    setAskedData(asker.data);
    if (asker.data?.ok) setQ('');
  }
  const [searched, setFound] = useState<Found>({ state: 'idle' });
  // Fewer than two letters: nothing searched, whatever an earlier search found.
  const found: Found = q.trim().length < 2 ? { state: 'idle' } : searched;

  useEffect(() => {
    const query = q.trim();
    if (query.length < 2) return;
    let current = true;
    const timer = window.setTimeout(() => {
      setFound({ state: 'searching', q: query });
      findFacilitiesToJoin(query).then(
        (items) => current && setFound({ state: 'found', q: query, items }),
        () => current && setFound({ state: 'failed', q: query }),
      );
    }, SEARCH_DELAY_MS);
    return () => {
      current = false;
      window.clearTimeout(timer);
    };
  }, [q]);

  return (
    <>
      <ErrorSummary errors={errors} ref={summaryRef} />
      <asker.Form
        key={asker.data?.ok ? 'asked' : 'asking'}
        method="post"
        noValidate
        ref={formRef}
        className="flex flex-col gap-3"
      >
        <input type="hidden" name="intent" value={ASK_AFFILIATION_INTENT} />
        <input type="hidden" name="providerId" value={providerId} />
        <TextField
          id="affiliation-message"
          name="message"
          label="What you do there"
          optional
          hint="For the facility’s team, e.g. Consultant paediatrician, Tuesday and Thursday clinics."
          maxLength={500}
          onKeyDown={keepEnterInField}
          error={errors?.fieldErrors.message}
        />
        <TextField
          id="affiliation-search"
          name="q"
          type="search"
          label="Find the facility"
          hint="Type its name, then press “Ask to be listed” beside it."
          autoComplete="off"
          value={q}
          onChange={(event) => setQ(event.target.value)}
          onKeyDown={keepEnterInField}
          error={errors?.fieldErrors.facilityId}
        />
        <p role="status" className="text-sm text-gray-800">
          {found.state === 'searching'
            ? 'Searching…'
            : found.state === 'failed'
              ? 'The search failed. Check your connection and try again.'
              : found.state === 'found'
                ? found.items.length
                  ? `${found.items.length} found for “${found.q}”.`
                  : `No facility matches “${found.q}”.`
                : ''}
        </p>
        {found.state === 'found' && found.items.length > 0 && (
          <ul aria-label="Facilities found" className="flex flex-col gap-2">
            {found.items.map((facility) => (
              <li key={facility.id} className="flex items-center justify-between gap-3">
                <span className="min-w-0 break-words">
                  <span className="text-gray-900">{facility.name}</span>
                  <span className="block text-sm text-gray-700">
                    {[facility.place.lga?.name, facility.place.state?.name].filter(Boolean).join(', ')}
                  </span>
                </span>
                <button
                  type="submit"
                  name="facilityId"
                  value={facility.id}
                  disabled={asker.state !== 'idle'}
                  className={ASK_BUTTON_CLASS}
                >
                  Ask to be listed<span className="sr-only"> at {facility.name}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </asker.Form>
    </>
  );
}
