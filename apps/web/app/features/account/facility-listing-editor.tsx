import { Link } from 'react-router';
import { TEXT_LINK_CLASS } from '~/components/forms/form-page';
import { FacilityFields } from '~/components/listing-editor/facility-fields';
import type { TermOptions } from '~/components/listing-editor/listing-form';
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
}: {
  listing: EditableFacility;
  options: TermOptions;
}) {
  const form = useOwnListingForm(listing, (version) => facilityTeamForm.valuesOf(version.facility));
  const { current, defaults, fieldErrors } = form;
  const { facility } = current;

  return (
    <div className="flex flex-col gap-6">
      <p className="text-gray-800">
        Keep how to reach {facility.name}, what it says of itself, when it is open and what it offers true:
        visitors see your changes on its{' '}
        <Link to={`/facilities/${facility.id}`} className={TEXT_LINK_CLASS}>
          public page
        </Link>{' '}
        at once
        {facility.updatedByFacilityAt
          ? `, which says it was updated by the facility on ${formatDateInNigeria(facility.updatedByFacilityAt)}.`
          : '.'}
      </p>
      <RegistryDetails listing={current} />
      <OwnListingForm
        state={form}
        id={facility.id}
        describe={(values) => facilityTeamForm.describe(values, options)}
        saveLabel="Save the listing"
      >
        <FacilityFields
          fields={TEAM_FIELDS}
          defaults={defaults}
          options={{ terms: options, states: [], lgas: [] }}
          errors={fieldErrors}
        />
      </OwnListingForm>
    </div>
  );
}

/** What the national registry and CareFinder keep: shown, not edited, with the way to correct it. */
function RegistryDetails({ listing }: { listing: EditableFacility }) {
  const { facility } = listing;
  const { latitude, longitude } = facility.place;
  const details = [
    { term: 'Name', value: facility.name },
    { term: 'Facility type', value: facility.facilityType?.name ?? 'Not known' },
    {
      term: 'Ownership',
      value: [OWNERSHIP_LABELS[facility.ownership], facility.ownershipDetail].filter(Boolean).join(', '),
    },
    { term: 'Level of care', value: LEVEL_LABELS[facility.level] ?? 'Not known' },
    { term: 'NHFR code', value: facility.nhfrCode ?? 'None' },
    { term: 'Address', value: addressLines(facility.place).join(', ') || 'Not known' },
    {
      term: 'Map position',
      value: latitude !== null && longitude !== null ? `${latitude}, ${longitude}` : 'Not known',
    },
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
