import { Trans, useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
  const { me, reviews, claims, saved } = loaderData;
  const managed = me.facilities.map((facility) => facility.name).join(', ');
  return (
    <DashboardPage me={me}>
      <EmailVerificationSection me={me} />
      <AccountSection />
      <DashboardSection id="care-heading" title={t`Find care`}>
        <p className="text-gray-800">
          <Trans>
            <TextLink to="/">Search hospitals, clinics and doctors</TextLink>, or see the{' '}
            <TextLink to="/emergency-contacts">emergency contacts</TextLink>.
          </Trans>
        </p>
      </DashboardSection>
      <DashboardSection id="saved-heading" title={t`Saved facilities and doctors`}>
        <MySaved saved={saved} />
      </DashboardSection>
      <DashboardSection id="reviews-heading" title={t`Your reviews`}>
        <MyReviews reviews={reviews} />
      </DashboardSection>
      {me.facilities.length > 0 && (
        <DashboardSection id="managed-heading" title={t`Facilities you manage`}>
          <p className="text-gray-800">
            <Trans>
              You are on the team of {managed}, whether your request to manage it was approved or its team
              added you.
            </Trans>
          </p>
          <OpenArea kind="facility" />
        </DashboardSection>
      )}
      <DashboardSection id="claims-heading" title={t`Your requests to manage a listing`}>
        <MyClaims claims={claims} />
      </DashboardSection>
      <DashboardSection id="location-heading" title={t`Your location`}>
        <MyLocation />
      </DashboardSection>
      <DashboardSection id="data-heading" title={t`Your data`}>
        <MyData />
      </DashboardSection>
    </DashboardPage>
  );
}
