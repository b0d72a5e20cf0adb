import { Link } from 'react-router';
import { TEXT_LINK_CLASS } from '~/components/forms/form-page';
import { MOVE_REVIEW_DISTANCE_KM, whyMoveWaits, type FacilityMove } from '@carefinder/contracts';
import type { EditorOptions } from '~/components/listing-editor/editor-fields';
import { FacilityFields } from '~/components/listing-editor/facility-fields';
import type { MapSettings } from '~/components/map/leaflet-map';
import { addressLines } from '~/components/listing/address';
import { LEVEL_LABELS, OWNERSHIP_LABELS } from '~/components/listing/facility-classification';
import { formatDateInNigeria } from '~/lib/format/date';
import { KeptDetails } from './kept-details';
import { OwnListingForm, useOwnListingForm } from './own-listing-form';
import type { EditableFacility } from './facility-listing-api';
import { facilityTeamForm, TEAM_FIELDS } from './owner-forms';

/**
 * The active facility's listing as its team keeps it (the owners' issue): what the facility keeps, in a form
 * saved on the version read (412 shows what someone else saved meanwhile); what the registry and CareFinder
 * keep, shown as it is, with the way to suggest a correction.
 */
export function FacilityListingEditor({
  listing,
  options,
  map,
  moves,
}: {
  listing: EditableFacility;
  options: EditorOptions;
  map: MapSettings;
  moves: readonly FacilityMove[];
}) {
  const form = useOwnListingForm(listing, (version) => facilityTeamForm.valuesOf(version.facility));
  const { current, defaults, fieldErrors } = form;
  const { facility } = current;

  return (
    <div className="flex flex-col gap-6">
      <p className="text-gray-800">
        Keep its name and place, how to reach {facility.name}, what it says of itself, when it is open and
        what it offers true: visitors see your changes on its{' '}
        <Link to={`/facilities/${facility.id}`} className={TEXT_LINK_CLASS}>
          public page
        </Link>{' '}
        at once
        {facility.updatedByFacilityAt
          ? `, which says it was updated by the facility on ${formatDateInNigeria(facility.updatedByFacilityAt)}.`
          : '.'}
      </p>
      <MoveNotice moves={moves} />
      <RegistryDetails listing={current} />
      <OwnListingForm
        state={form}
        id={facility.id}
        describe={(values) => facilityTeamForm.describe(values, options.terms)}
        saveLabel="Save the listing"
      >
        <FacilityFields
          fields={TEAM_FIELDS}
          defaults={defaults}
          options={options}
          errors={fieldErrors}
          map={map}
        />
      </OwnListingForm>
    </div>
  );
}

/** What the national registry and CareFinder keep: shown, not edited, with the way to correct it. */
function RegistryDetails({ listing }: { listing: EditableFacility }) {
  const { facility } = listing;
  const details = [
    { term: 'Facility type', value: facility.facilityType?.name ?? 'Not known' },
    {
      term: 'Ownership',
      value: [OWNERSHIP_LABELS[facility.ownership], facility.ownershipDetail].filter(Boolean).join(', '),
    },
    { term: 'Level of care', value: LEVEL_LABELS[facility.level] ?? 'Not known' },
    { term: 'NHFR code', value: facility.nhfrCode ?? 'None' },
  ];
  return (
    <KeptDetails
      id="registry-heading"
      heading="From the national registry"
      why="These come from the Nigeria Health Facility Registry and CareFinder, so only CareFinder changes them."
      details={details}
      listingPath={`/facilities/${facility.id}`}
    />
  );
}

/** "you moved its pin 22.3 km, to …", or into another state, or its pin taken away. */
function movedWords(move: FacilityMove): string {
  const where = addressLines(move.to).join(', ') || 'a new place';
  const { pinRemoved, otherState } = whyMoveWaits(move);
  if (pinRemoved) return `you took its map pin away (${where})`;
  if (otherState) return `you placed it in another state, at ${where}`;
  return `you moved its pin ${move.distanceKm?.toFixed(1) ?? 'far'} km, to ${where}`;
}

/**
 * The team's move that waits for CareFinder, or the last one CareFinder refused (lately), with why:
 * what the team asked, when, and what happens next.
 */
function MoveNotice({ moves }: { moves: readonly FacilityMove[] }) {
  const pending = moves.find((move) => move.status === 'pending');
  const refused = moves.find((move) => move.status === 'rejected');
  const move = pending ?? refused;
  if (!move) return null;
  return (
    <div role="status" className="rounded-md border-2 border-amber-700 bg-amber-50 p-3 text-gray-900">
      <p className="font-semibold">
        {pending
          ? 'Your new place waits for CareFinder’s check'
          : 'CareFinder did not approve your new place'}
      </p>
      <p>
        On {formatDateInNigeria(move.requestedAt)} {movedWords(move)}.{' '}
        {pending
          ? `Moves of more than ${MOVE_REVIEW_DISTANCE_KM} km, into another state or without a pin are checked before they show; until then the page shows the old place. Saving another place replaces this request.`
          : `The reason: ${move.reason ?? 'none given'}. The page keeps its place; write to us with “Suggest a correction” if it is wrong.`}
      </p>
    </div>
  );
}
