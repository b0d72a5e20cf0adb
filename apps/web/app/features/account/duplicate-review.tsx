import type {
  DuplicateFacility,
  DuplicatePair,
  DuplicatePairList,
  ListingStatus,
} from '@carefinder/contracts';
import { useEffect, useRef, useState } from 'react';
import { Link, useFetcher, useSearchParams } from 'react-router';
import { ConfirmDialog } from '~/components/forms/confirm-dialog';
import { TEXT_LINK_CLASS } from '~/components/forms/form-page';
import { SubmitButton } from '~/components/ui/submit-button';
import { formatDateInNigeria } from '~/lib/format/date';
import type { FormActionResult } from '~/lib/forms/form-action';
import { firstErrorMessage } from '~/lib/forms/form-errors';

const STATUS_TEXT: Record<ListingStatus, string> = {
  active: 'Open',
  temporarily_closed: 'Temporarily closed',
  permanently_closed: 'Permanently closed',
};

const NONE = 'None';

/** The fields an ADMIN compares, as text; two listings differ in a field when its texts differ. */
const FIELDS: { label: string; text: (facility: DuplicateFacility) => string }[] = [
  { label: 'Name', text: (facility) => facility.name },
  { label: 'Facility type', text: (facility) => facility.facilityType?.name ?? NONE },
  {
    label: 'State and LGA',
    text: ({ place }) =>
      [place.lga?.name ?? 'LGA not known', place.state?.name ?? 'state not known'].join(', '),
  },
  { label: 'Address', text: ({ place }) => place.address ?? NONE },
  { label: 'NHFR code', text: (facility) => facility.nhfrCode ?? NONE },
  {
    label: 'Phones',
    text: (facility) => (facility.phones.length ? [...facility.phones].sort().join(', ') : NONE),
  },
  { label: 'Reviews', text: (facility) => String(facility.reviewsCount) },
  { label: 'Status', text: (facility) => STATUS_TEXT[facility.status] },
];

const differingFields = (pair: DuplicatePair) =>
  FIELDS.filter((field) => field.text(pair.facility) !== field.text(pair.duplicateOf)).map(
    (field) => field.label,
  );

const distanceText = (metres: number) =>
  metres < 1000 ? `${metres} m apart` : `${(metres / 1000).toFixed(1)} km apart`;

/** The two sides in the order the page shows them: the one flagged first (the earlier listing) on the left. */
const sidesOf = (pair: DuplicatePair) =>
  [
    { label: 'Listing A', facility: pair.duplicateOf, other: pair.facility },
    { label: 'Listing B', facility: pair.facility, other: pair.duplicateOf },
  ] as const;
type Side = ReturnType<typeof sidesOf>[number];

/**
 * The registry import's likely duplicates, a page at a time: each pair side by side with what differs named
 * in words, "Keep this one" for either side (after a confirmation) and "Not duplicates".
 */
export function DuplicateReview({ duplicates }: { duplicates: DuplicatePairList }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [searchParams] = useSearchParams();
  const ids = duplicates.items.map((item) => item.id).join(',');
  const previousIds = useRef(ids);

  // A decided pair leaves the list with the button that had focus: focus goes back to the section.
  useEffect(() => {
    if (previousIds.current === ids) return;
    previousIds.current = ids;
    if (!document.activeElement || document.activeElement === document.body) headingRef.current?.focus();
  }, [ids]);

  const pageCount = Math.max(1, Math.ceil(duplicates.total / duplicates.pageSize));
  const pageHref = (page: number) => {
    const params = new URLSearchParams(searchParams);
    params.set('duplicatesPage', String(page));
    return `?${params.toString()}`;
  };

  return (
    <section
      aria-labelledby="duplicates-heading"
      className="flex flex-col gap-3 rounded-lg border border-gray-300 p-4 md:col-span-2"
    >
      <h2 id="duplicates-heading" ref={headingRef} tabIndex={-1} className="text-xl font-bold text-gray-900">
        Possible duplicates
      </h2>
      {duplicates.total === 0 ? (
        <p className="text-gray-800">No pair of listings is waiting for a decision.</p>
      ) : (
        <>
          <p className="text-gray-800">
            {duplicates.total} pair{duplicates.total === 1 ? '' : 's'} of listings with the same name close to
            each other, newest first. Keep one of a pair to merge the other into it, or say they are not
            duplicates.
          </p>
          <ul className="flex flex-col gap-4">
            {duplicates.items.map((pair) => (
              <DuplicatePairItem key={pair.id} pair={pair} />
            ))}
          </ul>
        </>
      )}
      {pageCount > 1 && (
        <nav aria-label="Pages of possible duplicates" className="flex justify-between gap-3">
          {duplicates.page > 1 ? (
            <Link to={pageHref(duplicates.page - 1)} className={TEXT_LINK_CLASS}>
              Previous pairs
            </Link>
          ) : (
            <span />
          )}
          {duplicates.page < pageCount && (
            <Link to={pageHref(duplicates.page + 1)} className={TEXT_LINK_CLASS}>
              More pairs
            </Link>
          )}
        </nav>
      )}
    </section>
  );
}

function DuplicatePairItem({ pair }: { pair: DuplicatePair }) {
  const decision = useFetcher<FormActionResult>();
  const [toKeep, setToKeep] = useState<Side | null>(null);
  const differs = differingFields(pair);
  const sides = sidesOf(pair);
  const error = decision.data?.ok === false ? firstErrorMessage(decision.data.errors) : undefined;
  const busy = decision.state !== 'idle';
  const titleId = `duplicate-${pair.id}-title`;

  return (
    <li className="flex flex-col gap-3 rounded-md border border-gray-300 p-3">
      <article aria-labelledby={titleId} className="flex flex-col gap-3">
        <div className="flex flex-col gap-1">
          <h3 id={titleId} className="font-semibold text-gray-900">
            {pair.duplicateOf.name === pair.facility.name
              ? `Two listings named “${pair.facility.name}”`
              : `“${pair.duplicateOf.name}” and “${pair.facility.name}”`}
            , {distanceText(pair.distanceMetres)}
          </h3>
          <p className="text-sm text-gray-800">
            Flagged {formatDateInNigeria(pair.flaggedAt)}.{' '}
            {differs.length
              ? `They differ in: ${differs.join(', ')}.`
              : 'They are the same in every field shown.'}
          </p>
        </div>
        <div className="grid gap-3 md:grid-cols-2">
          {sides.map((side) => (
            <FacilitySide
              key={side.facility.id}
              id={`duplicate-${pair.id}-${side.facility.id}`}
              label={side.label}
              facility={side.facility}
              other={side.other}
              busy={busy}
              onKeep={() => setToKeep(side)}
            />
          ))}
        </div>
        <decision.Form method="post" className="flex flex-col gap-2">
          <input type="hidden" name="flagId" value={pair.id} />
          {error && (
            <p role="alert" className="font-semibold text-red-800">
              {error}
            </p>
          )}
          <div>
            <SubmitButton
              name="intent"
              value="dismiss"
              variant="secondary"
              loading={decision.formData?.get('intent') === 'dismiss'}
            >
              Not duplicates
            </SubmitButton>
          </div>
        </decision.Form>
      </article>
      <ConfirmDialog
        open={toKeep !== null}
        title={toKeep ? `Keep ${toKeep.label}, “${toKeep.facility.name}”?` : 'Keep this listing?'}
        confirmLabel="Merge the listings"
        onCancel={() => setToKeep(null)}
        onConfirm={() => {
          if (toKeep) {
            void decision.submit(
              {
                intent: 'merge',
                flagId: String(pair.id),
                keep: toKeep.facility.id,
                keptName: toKeep.facility.name,
              },
              { method: 'post' },
            );
          }
          setToKeep(null);
        }}
      >
        {toKeep && (
          <p>
            The reviews, photos, members and providers of the other listing move to {toKeep.label}; its
            services and the details {toKeep.label} lacks are added; then it closes for good and its page
            leads to {toKeep.label}. This cannot be undone.
          </p>
        )}
      </ConfirmDialog>
    </li>
  );
}

interface FacilitySideProps {
  id: string;
  label: string;
  facility: DuplicateFacility;
  other: DuplicateFacility;
  busy: boolean;
  onKeep: () => void;
}

function FacilitySide({ id, label, facility, other, busy, onKeep }: FacilitySideProps) {
  const headingId = `${id}-heading`;
  return (
    <div
      role="group"
      aria-labelledby={headingId}
      className="flex flex-col gap-2 rounded-md border border-gray-200 bg-gray-50 p-3"
    >
      <h4 id={headingId} className="font-semibold text-gray-900">
        {label}
      </h4>
      <dl className="flex flex-col gap-1 text-gray-900">
        {FIELDS.map((field) => {
          const text = field.text(facility);
          const differs = text !== field.text(other);
          return (
            <div key={field.label} className="flex flex-wrap gap-x-2">
              <dt className="font-medium text-gray-800">{field.label}:</dt>
              <dd className={differs ? 'font-semibold' : undefined}>
                {text}
                {differs && (
                  <span className="ml-2 rounded bg-amber-100 px-1 text-sm font-bold text-amber-900">
                    (differs)
                  </span>
                )}
              </dd>
            </div>
          );
        })}
      </dl>
      <Link to={`/facilities/${facility.id}`} className={TEXT_LINK_CLASS} target="_blank" rel="noreferrer">
        View {label}’s page<span className="sr-only"> (opens in a new tab)</span>
      </Link>
      <div>
        <button
          type="button"
          onClick={() => {
            if (!busy) onKeep();
          }}
          aria-disabled={busy || undefined}
          aria-label={`Keep this one: ${label}, ${facility.name}`}
          className="min-h-[40px] rounded-md bg-green-700 px-4 py-2 font-medium text-white hover:bg-green-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-green-800 aria-disabled:cursor-not-allowed aria-disabled:opacity-60"
        >
          Keep this one
        </button>
      </div>
    </div>
  );
}
