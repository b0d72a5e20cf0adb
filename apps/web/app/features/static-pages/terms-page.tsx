import { Trans, useLingui } from '@lingui/react/macro';
import {
  ContentLink,
  ContentList,
  ContentPage,
  ContentSection,
  EmergencyNumber,
  ExternalLink,
} from './content-page';

export const TERMS_LAST_UPDATED = '2026-11-22';

export default function TermsPage() {
  const { t } = useLingui();
  return (
    <ContentPage
      title={t`Terms of use`}
      englishBinds
      lastUpdated={TERMS_LAST_UPDATED}
      lead={
        <Trans>
          These terms are the rules for using CareFinder, the directory of Nigeria&apos;s health facilities
          and doctors. By using CareFinder you agree to them.
        </Trans>
      }
    >
      <ContentSection title={t`1. What CareFinder is`} id="service">
        <p>
          <Trans>
            CareFinder is a free directory that helps you find hospitals, clinics, primary health centres and
            doctors in Nigeria. It does not provide medical care, does not recommend any treatment, and is not
            a substitute for advice from a qualified health worker. Listing a facility or doctor is not an
            endorsement.
          </Trans>
        </p>
        <p>
          <Trans>
            <strong className="font-semibold text-gray-900">
              In an emergency, call <EmergencyNumber /> immediately.
            </strong>{' '}
            Do not wait to search the directory.
          </Trans>
        </p>
      </ContentSection>

      <ContentSection title={t`2. Accuracy of listings`} id="accuracy">
        <p>
          <Trans>
            Listings come from the Nigeria Health Facility Registry, a public registry, and from the
            facilities and doctors who manage their own listings. Each listing shows when it was last
            verified, but opening hours, services, staff, phone numbers and accepted insurance can change
            without notice, and we cannot check every detail.
          </Trans>
        </p>
        <p>
          <Trans>
            Before you travel, call the facility to confirm it is open, offers the service you need and
            accepts your HMO or NHIA plan. If you find a mistake, please suggest a correction or{' '}
            <ContentLink to="/contactUs">tell us</ContentLink>.
          </Trans>
        </p>
      </ContentSection>

      <ContentSection title={t`3. Your account`} id="accounts">
        <ContentList>
          <li>
            <Trans>Give accurate details when you sign up and keep them up to date.</Trans>
          </li>
          <li>
            <Trans>
              Keep your password to yourself. You are responsible for what is done with your account.
            </Trans>
          </li>
          <li>
            <Trans>Sign out when you use a shared phone or computer.</Trans>
          </li>
          <li>
            <Trans>
              One person, one account: do not create accounts for someone else or to get around a suspension.
            </Trans>
          </li>
        </ContentList>
        <p>
          <Trans>
            We may suspend or close an account that breaks these terms. You can ask us to delete your account
            at any time; our <ContentLink to="/privacyPolicy">privacy policy</ContentLink> explains what
            happens to your data.
          </Trans>
        </p>
      </ContentSection>

      <ContentSection title={t`4. Reviews`} id="reviews">
        <p>
          <Trans>
            Signed-in users with a verified e-mail address may rate a facility or doctor from 1 to 5 and add a
            comment, with one review per facility or doctor. Reviews help other people choose care, so they
            must be:
          </Trans>
        </p>
        <ContentList>
          <li>
            <Trans>
              <strong className="font-semibold text-gray-900">honest and first-hand</strong> — about your own
              experience as a patient or as someone accompanying one;
            </Trans>
          </li>
          <li>
            <Trans>
              <strong className="font-semibold text-gray-900">
                free of other people&apos;s health information
              </strong>{' '}
              — never name or describe another person&apos;s illness, treatment or identity, and think
              carefully before sharing your own;
            </Trans>
          </li>
          <li>
            <Trans>
              <strong className="font-semibold text-gray-900">respectful</strong> — no insults, threats,
              harassment, hate speech or obscene content, and no naming of individual staff in an abusive way;
            </Trans>
          </li>
          <li>
            <Trans>
              <strong className="font-semibold text-gray-900">independent</strong> — do not review a facility
              you own or work for, or its competitors, and do not offer or accept anything in return for a
              review;
            </Trans>
          </li>
          <li>
            <Trans>
              <strong className="font-semibold text-gray-900">lawful and on topic</strong> — no false
              statements of fact, advertising, links to spam or content you do not have the right to post.
            </Trans>
          </li>
        </ContentList>
        <p>
          <Trans>
            You keep ownership of what you write, and you allow CareFinder to publish and display it on the
            service. Owners may reply publicly; their replies follow the same rules. Anyone can report a
            review, and moderators may remove reviews or replies that break these rules.
          </Trans>
        </p>
      </ContentSection>

      <ContentSection title={t`5. If you manage a listing`} id="owners">
        <p>
          <Trans>Facility administrators and doctors who manage a listing on CareFinder must:</Trans>
        </p>
        <ContentList>
          <li>
            <Trans>be authorised to act for that facility or practice;</Trans>
          </li>
          <li>
            <Trans>
              keep the listing accurate and current — including opening hours, services, specialties, contact
              details and accepted insurance — and correct it promptly when something changes;
            </Trans>
          </li>
          <li>
            <Trans>not make misleading claims about qualifications, services, prices or outcomes;</Trans>
          </li>
          <li>
            <Trans>not post, buy, or ask for fake reviews, or pressure patients to review;</Trans>
          </li>
          <li>
            <Trans>
              reply to reviews professionally, without revealing any patient&apos;s health information.
            </Trans>
          </li>
        </ContentList>
        <p>
          <Trans>
            CareFinder&apos;s administrators may review, edit or remove listing content, and may remove the
            right to manage a listing, to keep the directory accurate and safe.
          </Trans>
        </p>
      </ContentSection>

      <ContentSection title={t`6. Open data and attribution`} id="open-data">
        <p>
          <Trans>
            Facility data derived from the Nigeria Health Facility Registry (NHFR) of the Federal Ministry of
            Health, as published by GRID3, is available under the{' '}
            <ExternalLink href="https://creativecommons.org/licenses/by/4.0/">
              Creative Commons Attribution 4.0 International licence (CC BY 4.0)
            </ExternalLink>
            . You may reuse that data, including commercially, as long as you give credit — for example:
            &ldquo;Source: Nigeria Health Facility Registry (NHFR), Federal Ministry of Health, published by
            GRID3, CC BY 4.0&rdquo; — and indicate if you changed it.
          </Trans>
        </p>
        <p>
          <Trans>
            That licence covers the registry-derived data only. Reviews, owners&apos; replies, details that
            owners add, and CareFinder&apos;s own text and design are not covered by it.
          </Trans>
        </p>
      </ContentSection>

      <ContentSection title={t`7. Fair use of the service`} id="fair-use">
        <p>
          <Trans>Do not:</Trans>
        </p>
        <ContentList>
          <li>
            <Trans>
              try to get into accounts or data that are not yours, or get around security measures;
            </Trans>
          </li>
          <li>
            <Trans>send automated traffic that overloads the service or degrades it for others;</Trans>
          </li>
          <li>
            <Trans>use CareFinder to send spam or to collect other users&apos; personal data;</Trans>
          </li>
          <li>
            <Trans>impersonate a person, a facility or CareFinder.</Trans>
          </li>
        </ContentList>
      </ContentSection>

      <ContentSection title={t`8. Limits of our liability`} id="liability">
        <p>
          <Trans>
            CareFinder is provided &ldquo;as is&rdquo;. We work to keep it accurate and available, but we do
            not promise that every listing is correct or complete, that a facility will be open or able to
            treat you, or that the service will always be available.
          </Trans>
        </p>
        <p>
          <Trans>
            To the extent Nigerian law allows, we are not liable for loss or harm arising from reliance on a
            listing, from the care given by any facility or doctor, from content posted by users or owners, or
            from the service being unavailable. Nothing in these terms limits any liability that cannot be
            limited by law, or any right you have as a consumer under Nigerian law.
          </Trans>
        </p>
      </ContentSection>

      <ContentSection title={t`9. Changes to these terms`} id="changes">
        <p>
          <Trans>
            We may update these terms as CareFinder changes. When we do, we update the date at the top of this
            page. If you keep using CareFinder after a change, the new terms apply.
          </Trans>
        </p>
      </ContentSection>

      <ContentSection title={t`10. Governing law`} id="law">
        <p>
          <Trans>
            These terms are governed by the laws of the Federal Republic of Nigeria, and the courts of Nigeria
            have jurisdiction over any dispute about them.
          </Trans>
        </p>
      </ContentSection>

      <ContentSection title={t`11. Contact`} id="contact">
        <p>
          <Trans>
            Questions about these terms? Use our <ContentLink to="/contactUs">contact page</ContentLink>. You
            may also find the answer in the <ContentLink to="/faq">FAQ</ContentLink>.
          </Trans>
        </p>
      </ContentSection>
    </ContentPage>
  );
}
