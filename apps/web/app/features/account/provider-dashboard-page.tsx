import {
  AccountSection,
  AskForYourListing,
  DashboardPage,
  DashboardSection,
  EmailVerificationSection,
} from './account-sections';
import { ListingCorrections } from './listing-corrections';
import { ProviderAffiliations } from './provider-affiliations';
import type { ProviderDashboardData } from './provider-profile-api';
import { ProviderPhotoSection } from './provider-photo';
import { ProviderProfileEditor } from './provider-profile-editor';
import { ReviewReplies } from './review-replies';

export default function ProviderDashboardPage({ loaderData }: { loaderData: ProviderDashboardData }) {
  const { me, profile, options, map, reviews, affiliationRequests, corrections } = loaderData;
  return (
    <DashboardPage me={me}>
      {profile ? (
        <DashboardSection id="listing-heading" title="Your profile" wide>
          <ProviderProfileEditor profile={profile} options={options} map={map} />
        </DashboardSection>
      ) : (
        <DashboardSection id="listing-heading" title="Your listing">
          <AskForYourListing kind="provider" />
        </DashboardSection>
      )}
      {profile && (
        <DashboardSection id="corrections-heading" title="Corrections from visitors" wide>
          <ListingCorrections
            listing={{ kind: 'providers', id: profile.provider.id }}
            corrections={corrections}
          />
        </DashboardSection>
      )}
      {profile && (
        <DashboardSection id="photo-heading" title="Your photo">
          <ProviderPhotoSection provider={profile.provider} />
        </DashboardSection>
      )}
      {profile && (
        <DashboardSection id="affiliations-heading" title="Where you work">
          <ProviderAffiliations
            providerId={profile.provider.id}
            facilities={profile.provider.facilities}
            requests={affiliationRequests}
          />
        </DashboardSection>
      )}
      {profile && reviews && (
        <DashboardSection id="profile-reviews-heading" title="Reviews of you" wide>
          <ReviewReplies reviews={reviews} listingPath={`/providers/${profile.provider.id}`} />
        </DashboardSection>
      )}
      <AccountSection />
      <EmailVerificationSection me={me} />
    </DashboardPage>
  );
}
