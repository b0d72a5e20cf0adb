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
  return (
    <ContentPage
      title="Terms of use"
      lastUpdated={TERMS_LAST_UPDATED}
      lead="These terms are the rules for using CareFinder, the directory of Nigeria's health facilities and doctors. By using CareFinder you agree to them."
    >
      <ContentSection title="1. What CareFinder is" id="service">
        <p>
          CareFinder is a free directory that helps you find hospitals, clinics, primary health centres and
          doctors in Nigeria. It does not provide medical care, does not recommend any treatment, and is not a
          substitute for advice from a qualified health worker. Listing a facility or doctor is not an
          endorsement.
        </p>
        <p>
          <strong className="font-semibold text-gray-900">
            In an emergency, call <EmergencyNumber /> immediately.
          </strong>{' '}
          Do not wait to search the directory.
        </p>
      </ContentSection>

      <ContentSection title="2. Accuracy of listings" id="accuracy">
        <p>
          Listings come from the Nigeria Health Facility Registry, a public registry, and from the facilities
          and doctors who manage their own listings. Each listing shows when it was last verified, but opening
          hours, services, staff, phone numbers and accepted insurance can change without notice, and we
          cannot check every detail.
        </p>
        <p>
          Before you travel, call the facility to confirm it is open, offers the service you need and accepts
          your HMO or NHIA plan. If you find a mistake, please suggest a correction or{' '}
          <ContentLink to="/contactUs">tell us</ContentLink>.
        </p>
      </ContentSection>

      <ContentSection title="3. Your account" id="accounts">
        <ContentList>
          <li>Give accurate details when you sign up and keep them up to date.</li>
          <li>Keep your password to yourself. You are responsible for what is done with your account.</li>
          <li>Sign out when you use a shared phone or computer.</li>
          <li>
            One person, one account: do not create accounts for someone else or to get around a suspension.
          </li>
        </ContentList>
        <p>
          We may suspend or close an account that breaks these terms. You can ask us to delete your account at
          any time; our <ContentLink to="/privacyPolicy">privacy policy</ContentLink> explains what happens to
          your data.
        </p>
      </ContentSection>

      <ContentSection title="4. Reviews" id="reviews">
        <p>
          Signed-in users with a verified e-mail address may rate a facility or doctor from 1 to 5 and add a
          comment, with one review per facility or doctor. Reviews help other people choose care, so they must
          be:
        </p>
        <ContentList>
          <li>
            <strong className="font-semibold text-gray-900">honest and first-hand</strong> — about your own
            experience as a patient or as someone accompanying one;
          </li>
          <li>
            <strong className="font-semibold text-gray-900">
              free of other people&apos;s health information
            </strong>{' '}
            — never name or describe another person&apos;s illness, treatment or identity, and think carefully
            before sharing your own;
          </li>
          <li>
            <strong className="font-semibold text-gray-900">respectful</strong> — no insults, threats,
            harassment, hate speech or obscene content, and no naming of individual staff in an abusive way;
          </li>
          <li>
            <strong className="font-semibold text-gray-900">independent</strong> — do not review a facility
            you own or work for, or its competitors, and do not offer or accept anything in return for a
            review;
          </li>
          <li>
            <strong className="font-semibold text-gray-900">lawful and on topic</strong> — no false statements
            of fact, advertising, links to spam or content you do not have the right to post.
          </li>
        </ContentList>
        <p>
          You keep ownership of what you write, and you allow CareFinder to publish and display it on the
          service. Owners may reply publicly; their replies follow the same rules. Anyone can report a review,
          and moderators may remove reviews or replies that break these rules.
        </p>
      </ContentSection>

      <ContentSection title="5. If you manage a listing" id="owners">
        <p>Facility administrators and doctors who manage a listing on CareFinder must:</p>
        <ContentList>
          <li>be authorised to act for that facility or practice;</li>
          <li>
            keep the listing accurate and current — including opening hours, services, specialties, contact
            details and accepted insurance — and correct it promptly when something changes;
          </li>
          <li>not make misleading claims about qualifications, services, prices or outcomes;</li>
          <li>not post, buy, or ask for fake reviews, or pressure patients to review;</li>
          <li>reply to reviews professionally, without revealing any patient&apos;s health information.</li>
        </ContentList>
        <p>
          CareFinder&apos;s administrators may review, edit or remove listing content, and may remove the
          right to manage a listing, to keep the directory accurate and safe.
        </p>
      </ContentSection>

      <ContentSection title="6. Open data and attribution" id="open-data">
        <p>
          Facility data derived from the Nigeria Health Facility Registry (NHFR) of the Federal Ministry of
          Health, as published by GRID3, is available under the{' '}
          <ExternalLink href="https://creativecommons.org/licenses/by/4.0/">
            Creative Commons Attribution 4.0 International licence (CC BY 4.0)
          </ExternalLink>
          . You may reuse that data, including commercially, as long as you give credit — for example:
          &ldquo;Source: Nigeria Health Facility Registry (NHFR), Federal Ministry of Health, published by
          GRID3, CC BY 4.0&rdquo; — and indicate if you changed it.
        </p>
        <p>
          That licence covers the registry-derived data only. Reviews, owners&apos; replies, details that
          owners add, and CareFinder&apos;s own text and design are not covered by it.
        </p>
      </ContentSection>

      <ContentSection title="7. Fair use of the service" id="fair-use">
        <p>Do not:</p>
        <ContentList>
          <li>try to get into accounts or data that are not yours, or get around security measures;</li>
          <li>send automated traffic that overloads the service or degrades it for others;</li>
          <li>use CareFinder to send spam or to collect other users&apos; personal data;</li>
          <li>impersonate a person, a facility or CareFinder.</li>
        </ContentList>
      </ContentSection>

      <ContentSection title="8. Limits of our liability" id="liability">
        <p>
          CareFinder is provided &ldquo;as is&rdquo;. We work to keep it accurate and available, but we do not
          promise that every listing is correct or complete, that a facility will be open or able to treat
          you, or that the service will always be available.
        </p>
        <p>
          To the extent Nigerian law allows, we are not liable for loss or harm arising from reliance on a
          listing, from the care given by any facility or doctor, from content posted by users or owners, or
          from the service being unavailable. Nothing in these terms limits any liability that cannot be
          limited by law, or any right you have as a consumer under Nigerian law.
        </p>
      </ContentSection>

      <ContentSection title="9. Changes to these terms" id="changes">
        <p>
          We may update these terms as CareFinder changes. When we do, we update the date at the top of this
          page. If you keep using CareFinder after a change, the new terms apply.
        </p>
      </ContentSection>

      <ContentSection title="10. Governing law" id="law">
        <p>
          These terms are governed by the laws of the Federal Republic of Nigeria, and the courts of Nigeria
          have jurisdiction over any dispute about them.
        </p>
      </ContentSection>

      <ContentSection title="11. Contact" id="contact">
        <p>
          Questions about these terms? Use our <ContentLink to="/contactUs">contact page</ContentLink>. You
          may also find the answer in the <ContentLink to="/faq">FAQ</ContentLink>.
        </p>
      </ContentSection>
    </ContentPage>
  );
}
