import { Trans, useLingui } from '@lingui/react/macro';
import {
  ContentLink,
  ContentList,
  ContentPage,
  ContentSection,
  ContentSubheading,
  ExternalLink,
} from './content-page';

export const PRIVACY_POLICY_LAST_UPDATED = '2026-11-22';

export default function PrivacyPolicyPage() {
  const { t } = useLingui();
  return (
    <ContentPage
      title={t`Privacy policy`}
      englishBinds
      lastUpdated={PRIVACY_POLICY_LAST_UPDATED}
      lead={
        <Trans>
          This policy explains what personal data CareFinder collects, why, how long we keep it and the rights
          you have over it under the Nigeria Data Protection Act 2023 (NDPA).
        </Trans>
      }
    >
      <ContentSection title={t`Summary`} id="summary">
        <ContentList>
          <li>
            <Trans>You can search the directory without an account and without sharing your location.</Trans>
          </li>
          <li>
            <Trans>We collect only what we need to run CareFinder, and use it only for that.</Trans>
          </li>
          <li>
            <Trans>
              Your location stays in your browser and is sent only with &ldquo;near me&rdquo; searches you
              make.
            </Trans>
          </li>
          <li>
            <Trans>We do not sell your personal data.</Trans>
          </li>
          <li>
            <Trans>You can ask to see, correct or delete your data at any time.</Trans>
          </li>
        </ContentList>
      </ContentSection>

      <ContentSection title={t`Who is responsible for your data`} id="controller">
        <p>
          <Trans>
            The operator of CareFinder (&ldquo;we&rdquo;, &ldquo;us&rdquo;) is the data controller for the
            personal data described in this policy. To ask a question or exercise your rights, use our{' '}
            <ContentLink to="/contactUs">contact page</ContentLink>.
          </Trans>
        </p>
      </ContentSection>

      <ContentSection title={t`What we collect and why`} id="what-we-collect">
        <ContentSubheading>
          <Trans>Your account</Trans>
        </ContentSubheading>
        <p>
          <Trans>
            If you create an account we keep your first and last name, your e-mail address, your phone number
            if you choose to give it, whether you have verified your e-mail address, and the role of your
            account (for example a visitor, a facility administrator or a doctor). We use these to sign you
            in, to send you messages about your account such as e-mail verification and password resets, and
            to link your reviews and any listings you manage to your account.
          </Trans>
        </p>
        <p>
          <Trans>
            We never store your password itself. It is stored only as an argon2id hash, which cannot be turned
            back into the password.
          </Trans>
        </p>

        <ContentSubheading>
          <Trans>Signing in</Trans>
        </ContentSubheading>
        <p>
          <Trans>
            When you sign in, your browser receives a short-lived access token and a refresh token. The
            refresh token is replaced each time it is used. Both are kept in your browser&apos;s local storage
            so you stay signed in; signing out removes them. Anyone who can use your browser can use your
            session, so sign out on shared phones and computers.
          </Trans>
        </p>

        <ContentSubheading>
          <Trans>Reviews and corrections</Trans>
        </ContentSubheading>
        <p>
          <Trans>
            When you review a facility or doctor we keep your rating, your comment, the date and the account
            that wrote it. Reviews are public, so do not include anything you would not want anyone to read —
            in particular, no health information about yourself or anyone else. If you report a review or
            suggest a correction to a listing, we keep what you sent and, if you were signed in, your account,
            so that our administrators can act on it.
          </Trans>
        </p>

        <ContentSubheading>
          <Trans>Listings you manage</Trans>
        </ContentSubheading>
        <p>
          <Trans>
            If you manage a facility or doctor listing, the details you publish there (such as opening hours,
            services, insurance accepted and contact details for the facility or practice) are public, because
            that is their purpose.
          </Trans>
        </p>

        <ContentSubheading>
          <Trans>Your location</Trans>
        </ContentSubheading>
        <p>
          <Trans>
            CareFinder asks for your location only through your browser&apos;s own permission prompt, and only
            if you choose to use &ldquo;near me&rdquo;. If you allow it, your location is kept in your browser
            and sent to our servers only with the &ldquo;near me&rdquo; searches you make, to find facilities
            close to you. We do not add it to your account. You can refuse or withdraw the permission at any
            time in your browser&apos;s settings, and clearing this site&apos;s data in your browser removes
            the stored location.
          </Trans>
        </p>

        <ContentSubheading>
          <Trans>Server logs</Trans>
        </ContentSubheading>
        <p>
          <Trans>
            Our servers record technical details of each request: the time, the method, the address requested,
            the response and the IP address it came from. We use these records to keep CareFinder running, to
            find faults and to protect it against abuse. Logs never contain passwords or tokens; these are
            removed before anything is written.
          </Trans>
        </p>

        <ContentSubheading>
          <Trans>Error reports</Trans>
        </ContentSubheading>
        <p>
          <Trans>
            If a page fails in your browser, the error page sends us a report so we can fix the problem: the
            error message and technical trace, the address of the page (including any search terms in it) and
            your browser&apos;s user-agent string, which names the browser and device type.
          </Trans>
        </p>

        <ContentSubheading>
          <Trans>Using CareFinder by USSD or SMS</Trans>
        </ContentSubheading>
        <p>
          <Trans>
            When you dial our USSD code or text us, the mobile network tells us your phone number. We use it
            only to answer you: your answers on the menu stay with the network for the session, and we keep no
            record of them. Our logs and the outbox of the messages we send show the number masked (for
            example +234803****567), never whole. If you send STOP, we keep a one-way code made from your
            number, not the number itself, so that we never write to you again until you send START.
          </Trans>
        </p>

        <ContentSubheading>
          <Trans>Messages you send us</Trans>
        </ContentSubheading>
        <p>
          <Trans>
            If you contact us, we keep your message and the contact details you give so that we can reply and
            deal with your request.
          </Trans>
        </p>
      </ContentSection>

      <ContentSection title={t`Our lawful basis`} id="lawful-basis">
        <p>
          <Trans>The NDPA allows us to process personal data only with a lawful basis. Ours are:</Trans>
        </p>
        <ContentList>
          <li>
            <Trans>
              <strong className="font-semibold text-gray-900">Contract</strong> — to provide the account,
              reviews and listing management you ask for.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong className="font-semibold text-gray-900">Consent</strong> — for your location, which you
              give through your browser and can withdraw at any time.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong className="font-semibold text-gray-900">Legitimate interests</strong> — for server logs,
              error reports and moderation, to keep CareFinder working, secure and trustworthy. We weigh these
              interests against your rights and keep the data to what is needed.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong className="font-semibold text-gray-900">Legal obligation</strong> — where Nigerian law
              requires us to keep or disclose information.
            </Trans>
          </li>
        </ContentList>
      </ContentSection>

      <ContentSection title={t`How we limit what we use`} id="principles">
        <ContentList>
          <li>
            <Trans>
              <strong className="font-semibold text-gray-900">Purpose limitation</strong> — we use your data
              only for the purposes described above, not for unrelated ones.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong className="font-semibold text-gray-900">Data minimisation</strong> — searching needs no
              account; your phone number is optional; your location is never required.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong className="font-semibold text-gray-900">No sale</strong> — we do not sell or rent
              personal data to anyone.
            </Trans>
          </li>
        </ContentList>
      </ContentSection>

      <ContentSection title={t`Who we share it with`} id="sharing">
        <p>
          <Trans>
            Reviews, owner replies and the details of listings are public on CareFinder. Apart from that, we
            share personal data only with service providers who host and operate CareFinder on our behalf,
            under contracts that require them to protect it and use it only on our instructions, and with
            authorities when Nigerian law requires us to. If personal data is processed outside Nigeria, we do
            so only as the NDPA permits.
          </Trans>
        </p>
      </ContentSection>

      <ContentSection title={t`How long we keep it`} id="retention">
        <ContentList>
          <li>
            <Trans>
              Account details: for as long as your account exists. When you ask us to delete your account, we
              erase them.
            </Trans>
          </li>
          <li>
            <Trans>
              Reviews: for as long as they are published, or until you or a moderator removes them, or your
              account is deleted.
            </Trans>
          </li>
          <li>
            <Trans>
              Sign-in tokens: access tokens expire within a short time; refresh tokens until they are used,
              expire or you sign out.
            </Trans>
          </li>
          <li>
            <Trans>
              Location: only in your browser, until you clear it; it is not stored with your account.
            </Trans>
          </li>
          <li>
            <Trans>
              USSD and SMS: the messages we send, with your number masked, for one week; the code made from a
              number that sent STOP, until that number sends START.
            </Trans>
          </li>
          <li>
            <Trans>
              Server logs and error reports: only as long as needed to investigate faults and keep the service
              secure.
            </Trans>
          </li>
          <li>
            <Trans>Messages to us: as long as needed to deal with your request.</Trans>
          </li>
        </ContentList>
        <p>
          <Trans>
            We may keep a particular record longer only where the law requires it or where it is needed to
            deal with a dispute or a complaint.
          </Trans>
        </p>
      </ContentSection>

      <ContentSection title={t`Your rights`} id="your-rights">
        <p>
          <Trans>Under the NDPA you have the right to:</Trans>
        </p>
        <ContentList>
          <li>
            <Trans>
              <strong className="font-semibold text-gray-900">access</strong> — be told what personal data we
              hold about you and get a copy;
            </Trans>
          </li>
          <li>
            <Trans>
              <strong className="font-semibold text-gray-900">rectification</strong> — have inaccurate or
              incomplete data corrected;
            </Trans>
          </li>
          <li>
            <Trans>
              <strong className="font-semibold text-gray-900">erasure</strong> — have your data deleted,
              including your account;
            </Trans>
          </li>
          <li>
            <Trans>
              <strong className="font-semibold text-gray-900">objection and restriction</strong> — object to
              processing based on our legitimate interests, or ask us to limit it;
            </Trans>
          </li>
          <li>
            <Trans>
              <strong className="font-semibold text-gray-900">data portability</strong> — receive the data you
              gave us in a commonly used format;
            </Trans>
          </li>
          <li>
            <Trans>
              <strong className="font-semibold text-gray-900">withdraw consent</strong> — for example by
              turning off location access, without affecting what was done before.
            </Trans>
          </li>
        </ContentList>
        <p>
          <Trans>
            To use any of these rights, write to us through the{' '}
            <ContentLink to="/contactUs">contact page</ContentLink>. We may ask you to confirm that the
            account is yours before we act, and we will reply without undue delay.
          </Trans>
        </p>
      </ContentSection>

      <ContentSection title={t`Complaints`} id="complaints">
        <p>
          <Trans>
            If you are unhappy with how we handle your data, please tell us first so we can put it right. You
            also have the right to complain to the{' '}
            <ExternalLink href="https://ndpc.gov.ng">Nigeria Data Protection Commission (NDPC)</ExternalLink>.
          </Trans>
        </p>
      </ContentSection>

      <ContentSection title={t`Security`} id="security">
        <p>
          <Trans>
            We protect personal data with measures that fit the risk: passwords are hashed with argon2id,
            access tokens are short-lived, refresh tokens are rotated on each use, and secrets are kept out of
            our logs. No system is perfectly secure; if a breach puts your rights at risk, we will notify the
            NDPC and, where required, you.
          </Trans>
        </p>
      </ContentSection>

      <ContentSection title={t`Children`} id="children">
        <p>
          <Trans>
            Anyone can search CareFinder without giving personal data. If you are under 18, ask a parent or
            guardian before you create an account or write a review.
          </Trans>
        </p>
      </ContentSection>

      <ContentSection title={t`Changes to this policy`} id="changes">
        <p>
          <Trans>
            When we change this policy we update the date at the top of this page. If a change significantly
            affects how we use your personal data, we will tell account holders before it takes effect. See
            also our <ContentLink to="/terms">terms of use</ContentLink>.
          </Trans>
        </p>
      </ContentSection>
    </ContentPage>
  );
}
