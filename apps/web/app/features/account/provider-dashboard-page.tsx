import type { PublicUser } from '@carefinder/contracts';
import {
  AccountSection,
  ContactUsForAccess,
  DashboardPage,
  DashboardSection,
  EmailVerificationSection,
} from './account-sections';

export default function ProviderDashboardPage({ loaderData }: { loaderData: { me: PublicUser } }) {
  const { me } = loaderData;
  return (
    <DashboardPage me={me}>
      <AccountSection />
      <EmailVerificationSection me={me} />
      <DashboardSection id="listing-heading" title="Your listing">
        <ContactUsForAccess what="your doctor's listing" />
      </DashboardSection>
    </DashboardPage>
  );
}
