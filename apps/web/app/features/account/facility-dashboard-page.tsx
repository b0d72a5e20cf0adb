import type { PublicUser } from '@carefinder/contracts';
import { useFetcher } from 'react-router';
import { ErrorSummary, useFocusOnErrors } from '~/components/forms/error-summary';
import { SubmitButton } from '~/components/ui/submit-button';
import type { FormActionResult } from '~/lib/forms/form-action';
import {
  AccountSection,
  AskForYourListing,
  DashboardPage,
  DashboardSection,
  EmailVerificationSection,
} from './account-sections';
import { FacilityAffiliationRequests } from './facility-affiliation-requests';
import { FacilityFiguresSection } from './facility-figures';
import type { FacilityDashboardData } from './facility-listing-api';
import { FacilityListingEditor } from './facility-listing-editor';
import { FacilityPhotosSection } from './facility-photos';
import { FacilityTeamSection } from './facility-team';
import { ListingCorrections } from './listing-corrections';
import { ReviewReplies } from './review-replies';
import { useAccountActionsPrefetch } from './use-account-actions-prefetch';

export default function FacilityDashboardPage({ loaderData }: { loaderData: FacilityDashboardData }) {
  const {
    me,
    listing,
    options,
    map,
    moves,
    team,
    invitations,
    reviews,
    figures,
    affiliationRequests,
    corrections,
  } = loaderData;
  return (
    <DashboardPage me={me}>
      {figures && (
        <DashboardSection id="figures-heading" title="The last 30 days" wide>
          <FacilityFiguresSection figures={figures} />
        </DashboardSection>
      )}
      {listing && (
        <DashboardSection id="listing-heading" title={`Your listing: ${listing.facility.name}`} wide>
          <FacilityListingEditor listing={listing} options={options} map={map} moves={moves} />
        </DashboardSection>
      )}
      {listing && (
        <DashboardSection id="corrections-heading" title="Corrections from visitors" wide>
          <ListingCorrections
            listing={{ kind: 'facilities', id: listing.facility.id }}
            corrections={corrections}
          />
        </DashboardSection>
      )}
      {listing && (
        <DashboardSection id="photos-heading" title="Photos of your facility" wide>
          <FacilityPhotosSection facilityId={listing.facility.id} photos={listing.facility.photos} />
        </DashboardSection>
      )}
      {listing && reviews && (
        <DashboardSection id="facility-reviews-heading" title="Reviews of your facility" wide>
          <ReviewReplies reviews={reviews} listingPath={`/facilities/${listing.facility.id}`} />
        </DashboardSection>
      )}
      {listing && (
        <DashboardSection id="affiliation-requests-heading" title="Doctors asking to be listed here">
          <FacilityAffiliationRequests requests={affiliationRequests} />
        </DashboardSection>
      )}
      {listing && (
        <DashboardSection id="team-heading" title="Your team">
          <FacilityTeamSection
            facilityId={listing.facility.id}
            team={team}
            invitations={invitations}
            meId={me.id}
          />
        </DashboardSection>
      )}
      <DashboardSection id="facilities-heading" title="Your facilities">
        {me.facilities.length === 0 ? (
          <>
            <p className="text-gray-800">You do not manage any facility on CareFinder yet.</p>
            <AskForYourListing kind="facility" />
          </>
        ) : (
          <FacilitySwitcher me={me} />
        )}
      </DashboardSection>
      <AccountSection />
      <EmailVerificationSection me={me} />
    </DashboardPage>
  );
}

/** The memberships as a radio group: the active one is checked and marked; choosing another switches. */
function FacilitySwitcher({ me }: { me: PublicUser }) {
  const switcher = useFetcher<FormActionResult>();
  const errors = switcher.data?.ok === false ? switcher.data.errors : undefined;
  const { formRef, summaryRef } = useFocusOnErrors(errors);
  useAccountActionsPrefetch();
  const activeId = me.activeFacility?.id;
  return (
    <>
      <ErrorSummary errors={errors} ref={summaryRef} />
      <switcher.Form method="post" ref={formRef} className="flex flex-col gap-3">
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-gray-800">
            Your active facility is the one you work on. You can switch at any time.
          </legend>
          {me.facilities.map((facility) => (
            <label key={facility.id} className="inline-flex min-h-[40px] items-center gap-2 text-gray-900">
              <input
                type="radio"
                name="facilityId"
                value={facility.id}
                defaultChecked={facility.id === activeId}
                className="h-5 w-5 accent-green-700"
              />
              {facility.name}{' '}
              {facility.id === activeId && (
                <span className="rounded bg-green-50 px-2 text-sm font-semibold text-green-800">Active</span>
              )}
            </label>
          ))}
        </fieldset>
        {(me.facilities.length > 1 || !activeId) && (
          <SubmitButton className="self-start" loading={switcher.state !== 'idle'}>
            Make active
          </SubmitButton>
        )}
      </switcher.Form>
    </>
  );
}
