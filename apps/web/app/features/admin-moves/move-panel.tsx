import { whyMoveWaits, type FacilityMove, type ListingClaimStatus } from '@carefinder/contracts';
import { Link } from 'react-router';
import { OpenedPanel } from '~/components/admin/resource/opened-panel';
import { DecisionForm } from '~/components/admin/resource/decision-form';
import { TEXT_LINK_CLASS } from '~/components/forms/form-page';
import { addressLines } from '~/components/listing/address';
import { formatDateInNigeria } from '~/lib/format/date';

export const MOVE_LIST_TITLES: Record<ListingClaimStatus, string> = {
  pending: 'Waiting for a check',
  approved: 'Approved',
  rejected: 'Rejected',
};

/** "22.3 km", and whether the move changes the state or takes the pin away. */
export function moveDistance(move: FacilityMove): string {
  const { distanceKm, otherState, pinRemoved } = whyMoveWaits(move);
  const parts = [
    ...(distanceKm === null ? [] : [`${distanceKm.toFixed(1)} km`]),
    ...(otherState ? ['another state'] : []),
    ...(pinRemoved ? ['pin taken away'] : []),
  ];
  const words = parts.join(', ') || 'No pin to compare';
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A place in words, with a link to see its pin on OpenStreetMap. */
function PlaceDescription({ place }: { place: FacilityMove['from'] }) {
  const words = addressLines(place).join(', ') || 'No address';
  const { latitude, longitude } = place;
  return (
    <dd className="text-gray-800">
      {words}
      {latitude !== null && longitude !== null && (
        <>
          {' '}
          (
          <a
            href={`https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=17/${latitude}/${longitude}`}
            className={TEXT_LINK_CLASS}
          >
            {latitude}, {longitude} on the map
          </a>
          )
        </>
      )}
    </dd>
  );
}

/** A facility team's move opened: where it is, where they say it is, how far, and the decision. */
export function OpenedMove({ item: move, etag }: { item: FacilityMove; etag: string }) {
  return (
    <OpenedPanel
      title={<>Move {move.facility.name}</>}
      meta={
        <>
          {moveDistance(move)} · asked {formatDateInNigeria(move.requestedAt)}
          {move.requestedBy ? ` by ${move.requestedBy.name}` : ''} ·{' '}
          {MOVE_LIST_TITLES[move.status].toLowerCase()}
          {move.decidedAt
            ? ` ${formatDateInNigeria(move.decidedAt)}${move.deciderName ? ` by ${move.deciderName}` : ''}`
            : ''}
        </>
      }
    >
      <dl className="grid gap-x-4 gap-y-1 md:grid-cols-[auto_1fr]">
        <dt className="font-semibold text-gray-900">Facility</dt>
        <dd>
          <Link to={`/facilities/${move.facility.id}`} className={TEXT_LINK_CLASS}>
            {move.facility.name}
          </Link>
        </dd>
        <dt className="font-semibold text-gray-900">Where it is listed</dt>
        <PlaceDescription place={move.from} />
        <dt className="font-semibold text-gray-900">Where its team says it is</dt>
        <PlaceDescription place={move.to} />
        {move.requestedBy && (
          <>
            <dt className="font-semibold text-gray-900">Asked by</dt>
            <dd className="break-all text-gray-800">
              {move.requestedBy.name},{' '}
              <a href={`mailto:${move.requestedBy.email}`} className={TEXT_LINK_CLASS}>
                {move.requestedBy.email}
              </a>
            </dd>
          </>
        )}
      </dl>
      {move.status === 'pending' ? (
        <DecisionForm
          id={move.id}
          etag={etag}
          reasonHint="Needed to reject; the facility's team reads it on their dashboard. Optional when approving."
          effect={
            <p className="text-gray-800">
              Approving: the listing moves to the new place at once, as your change in the audit log.
            </p>
          }
        />
      ) : (
        move.reason && (
          <p className="text-gray-800">
            <strong>Reason:</strong> {move.reason}
          </p>
        )
      )}
    </OpenedPanel>
  );
}
