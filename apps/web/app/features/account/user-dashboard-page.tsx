import type { MyReviewList, OwnListingClaim, PublicUser, SavedListing } from '@carefinder/contracts';
import { TextLink } from '~/components/forms/form-page';
import {
  AccountSection,
  DashboardPage,
  DashboardSection,
  EmailVerificationSection,
} from './account-sections';
import { MyClaims, OpenArea } from './my-claims';
import { MyData } from './my-data';
import { MyLocation } from './my-location';
import { MyReviews } from './my-reviews';
import { MySaved } from './my-saved';

export default function UserDashboardPage({
  loaderData,
}: {
  loaderData: { me: PublicUser; reviews: MyReviewList; claims: OwnListingClaim[]; saved: SavedListing[] };
}) {
  const { me, reviews, claims, saved } = loaderData;
  return (
    <DashboardPage me={me}>
      <EmailVerificationSection me={me} />
      <AccountSection />
      <DashboardSection id="care-heading" title="Find care">
        <p className="text-gray-800">
          <TextLink to="/">Search hospitals, clinics and doctors</TextLink>, or see the{' '}
          <TextLink to="/emergency-contacts">emergency contacts</TextLink>.
        </p>
      </DashboardSection>
      <DashboardSection id="saved-heading" title="Saved facilities and doctors">
        <MySaved saved={saved} />
      </DashboardSection>
      <DashboardSection id="reviews-heading" title="Your reviews">
        <MyReviews reviews={reviews} />
      </DashboardSection>
      {me.facilities.length > 0 && (
        <DashboardSection id="managed-heading" title="Facilities you manage">
          <p className="text-gray-800">
            You are on the team of {me.facilities.map((facility) => facility.name).join(', ')}, whether your
            request to manage it was approved or its team added you.
          </p>
          <OpenArea kind="facility" />
        </DashboardSection>
      )}
      <DashboardSection id="claims-heading" title="Your requests to manage a listing">
        <MyClaims claims={claims} />
      </DashboardSection>
      <DashboardSection id="location-heading" title="Your location">
        <MyLocation />
      </DashboardSection>
      <DashboardSection id="data-heading" title="Your data">
        <MyData />
      </DashboardSection>
    </DashboardPage>
  );
}
