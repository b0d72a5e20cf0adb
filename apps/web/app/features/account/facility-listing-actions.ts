import { readFacilityListing, saveFacilityListing, type EditableFacility } from './facility-listing-api';
import type { FacilityValues } from '~/components/listing-editor/facility-form';
import { facilityTeamForm } from './owner-forms';
import { saveOwnListing, type OwnListingResult } from './own-listing-actions';

type FacilityListingResult = OwnListingResult<EditableFacility, FacilityValues>;

/** Saves the facility team's form on the facility dashboard. */
export const saveFacilityListingAction = (form: FormData): Promise<FacilityListingResult> =>
  saveOwnListing(form, {
    ...facilityTeamForm,
    save: saveFacilityListing,
    read: readFacilityListing,
    savedMessage: 'Your listing is saved: its public page shows it now.',
    staleMessage:
      'Someone changed your listing since you opened this page. What they changed is below, and in the form ' +
      'unless you changed the same field: check it, then save again to apply your changes on top of theirs.',
  });
