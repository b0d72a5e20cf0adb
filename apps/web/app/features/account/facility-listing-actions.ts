import { MOVE_REVIEW_DISTANCE_KM, type FacilityDetail } from '@carefinder/contracts';
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
    savedMessage: (body, saved) =>
      movedPinKept(body, saved as FacilityDetail)
        ? 'Your listing is saved: its public page shows it now. Its new place is more than ' +
          `${MOVE_REVIEW_DISTANCE_KM} km from the old one (or in another state), so CareFinder checks it first; ` +
          'until then the page shows the old place.'
        : 'Your listing is saved: its public page shows it now.',
    staleMessage:
      'Someone changed your listing since you opened this page. What they changed is below, and in the form ' +
      'unless you changed the same field: check it, then save again to apply your changes on top of theirs.',
  });

/** Whether the API kept the place the team sent for an ADMIN (a move that waits), not on the listing. */
function movedPinKept(body: Record<string, unknown>, saved: FacilityDetail): boolean {
  const sent = body.place as
    { state: { alias: string } | null; latitude: unknown; longitude: unknown } | undefined;
  if (!sent) return false;
  return (
    (sent.state?.alias ?? null) !== (saved.place.state?.alias ?? null) ||
    sent.latitude !== saved.place.latitude ||
    sent.longitude !== saved.place.longitude
  );
}
