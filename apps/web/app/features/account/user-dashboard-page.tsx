import type { MyReviewList, PublicUser } from '@carefinder/contracts';
import { TextLink } from '~/components/forms/form-page';
import {
  AccountSection,
  DashboardPage,
  DashboardSection,
  EmailVerificationSection,
} from './account-sections';
import { MyReviews } from './my-reviews';

export default function UserDashboardPage({
  loaderData,
}: {
  loaderData: { me: PublicUser; reviews: MyReviewList };
}) {
  const { me, reviews } = loaderData;
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
      <DashboardSection id="reviews-heading" title="Your reviews">
        <MyReviews reviews={reviews} />
      </DashboardSection>
    </DashboardPage>
  );
}
