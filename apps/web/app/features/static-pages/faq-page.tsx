import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { ContentLink, ContentPage, ContentSection, EmergencyNumber } from './content-page';

interface FaqItem {
  /** Keys the item in the list (questions change with the language). */
  id: string;
  question: MessageDescriptor;
  answer: ReactNode;
}

interface FaqGroup {
  heading: MessageDescriptor;
  id: string;
  items: FaqItem[];
}

const FAQ_GROUPS: FaqGroup[] = [
  {
    heading: msg`Finding care`,
    id: 'finding-care',
    items: [
      {
        id: 'nearest-open',
        question: msg`How do I find the nearest hospital that is open now?`,
        answer: (
          <>
            <p>
              <Trans>
                Go to the <ContentLink to="/search-result">search page</ContentLink>, choose &ldquo;Near
                me&rdquo; and allow your browser to share your location when it asks. Then turn on &ldquo;Open
                now&rdquo; to see only places whose listed hours include the current time. You can narrow the
                results further by facility type, service or specialty.
              </Trans>
            </p>
            <p>
              <Trans>
                If you would rather not share your location, search by name, service or facility type and
                check the address on each listing.
              </Trans>
            </p>
          </>
        ),
      },
      {
        id: 'open-now',
        question: msg`What does “Open now” mean?`,
        answer: (
          <p>
            <Trans>
              A facility is shown as open now when its listed opening hours include the current time in
              Nigerian time (West Africa Time, WAT, UTC+1) — whatever time zone your phone is set to. The
              hours come from the listing, so they can be out of date, and when a listing has no hours
              CareFinder cannot tell whether it is open. Call ahead before you travel.
            </Trans>
          </p>
        ),
      },
      {
        id: 'hmo',
        question: msg`How do I find facilities that accept my HMO or NHIA?`,
        answer: (
          <p>
            <Trans>
              On the search page, choose your insurer or HMO in the insurance filter — NHIA is one of the
              options. Results then show only facilities that list that insurance as accepted. Plans differ,
              so confirm with your HMO and with the facility that your plan covers the care you need there.
            </Trans>
          </p>
        ),
      },
      {
        id: 'emergency',
        question: msg`What should I do in an emergency?`,
        answer: (
          <p>
            <Trans>
              Call <EmergencyNumber /> immediately — the call button is at the top of every CareFinder page.
              Do not wait to search the directory. Our{' '}
              <ContentLink to="/emergency-contacts">emergency contacts</ContentLink> page lists other numbers
              that may help.
            </Trans>
          </p>
        ),
      },
      {
        id: 'slow-network',
        question: msg`Does CareFinder work on a slow network or an old phone?`,
        answer: (
          <p>
            <Trans>
              Yes. CareFinder is built for everyday Android phones and slow connections, including 2G. Pages
              are kept small and work even without JavaScript, so you can search and read listings while the
              rest of the page is still loading.
            </Trans>
          </p>
        ),
      },
    ],
  },
  {
    heading: msg`Listings and data`,
    id: 'listings',
    items: [
      {
        id: 'sources',
        question: msg`Where does CareFinder’s information come from?`,
        answer: (
          <p>
            <Trans>
              Facility listings start from the Nigeria Health Facility Registry (NHFR) of the Federal Ministry
              of Health, published by GRID3 under the CC BY 4.0 open-data licence. Facility administrators and
              doctors then keep their own listings up to date, visitors suggest corrections, and our
              administrators review the changes. Each listing shows when it was last verified.{' '}
              <ContentLink to="/about-us">More about CareFinder</ContentLink>.
            </Trans>
          </p>
        ),
      },
      {
        id: 'corrections',
        question: msg`A facility’s details are wrong. How can I get them corrected?`,
        answer: (
          <p>
            <Trans>
              Registry data can be out of date, and facilities change their hours, services and phone numbers.
              Open the facility&apos;s page and suggest a correction, or tell us through the{' '}
              <ContentLink to="/contactUs">contact page</ContentLink>. Our administrators check each
              suggestion before the listing changes.
            </Trans>
          </p>
        ),
      },
      {
        id: 'claim',
        question: msg`I run a facility or I am a doctor. How do I claim or update my listing?`,
        answer: (
          <p>
            <Trans>
              Create a CareFinder account, open your listing&apos;s page and choose &ldquo;Manage this
              facility&rdquo; or &ldquo;Is this you? Manage this profile&rdquo;, saying your role and how we
              can check it. Once an administrator has confirmed that you are authorised to act for it, you can
              keep the listing current yourself from your dashboard — opening hours, services, specialties and
              accepted insurance. A facility that already has its team on CareFinder is managed by them: ask
              them to invite you. A doctor with no profile here yet can ask for one with{' '}
              <ContentLink to="/providers/new">List yourself as a doctor</ContentLink>, which an administrator
              checks the same way. See the <ContentLink to="/terms">terms of use</ContentLink> for
              owners&apos; responsibilities.
            </Trans>
          </p>
        ),
      },
    ],
  },
  {
    heading: msg`Accounts, reviews and privacy`,
    id: 'accounts',
    items: [
      {
        id: 'free',
        question: msg`Is CareFinder free?`,
        answer: (
          <p>
            <Trans>
              Yes. Searching the directory, reading listings and reviews, and creating an account are all
              free. You do not need an account to search.
            </Trans>
          </p>
        ),
      },
      {
        id: 'reviews',
        question: msg`How do reviews work?`,
        answer: (
          <p>
            <Trans>
              Once you have signed in and verified your e-mail address, you can rate a facility or doctor from
              1 to 5 and add a comment — one review per facility or doctor. Owners may reply. If a review
              looks false or abusive, report it and a moderator will look at it. Keep reviews honest and
              first-hand, and never share anyone else&apos;s health information.
            </Trans>
          </p>
        ),
      },
      {
        id: 'location',
        question: msg`Do you store my location?`,
        answer: (
          <p>
            <Trans>
              Only in your own browser. Your browser asks your permission first; if you allow it, your
              location is kept in the browser and sent to CareFinder only with the &ldquo;near me&rdquo;
              searches you make. It is not added to your account. You can withdraw permission in your browser
              settings at any time. Read the <ContentLink to="/privacyPolicy">privacy policy</ContentLink> for
              details.
            </Trans>
          </p>
        ),
      },
      {
        id: 'medical-advice',
        question: msg`Can CareFinder give me medical advice?`,
        answer: (
          <p>
            <Trans>
              No. CareFinder helps you find facilities and doctors; it does not provide care or advice. Speak
              to a doctor, nurse or pharmacist about your health, and call <EmergencyNumber /> in an
              emergency.
            </Trans>
          </p>
        ),
      },
    ],
  },
];

export default function FaqPage() {
  const { t, i18n } = useLingui();
  return (
    <ContentPage
      title={t`Frequently asked questions`}
      lead={
        <Trans>
          Quick answers about finding care, the listings, reviews and your privacy on CareFinder. Tap a
          question to see its answer.
        </Trans>
      }
    >
      {FAQ_GROUPS.map((group) => (
        <ContentSection key={group.id} title={i18n._(group.heading)} id={group.id}>
          <div className="divide-y divide-gray-200 rounded-md border border-gray-200">
            {group.items.map((item) => (
              <details key={item.id} className="px-4">
                <summary className="cursor-pointer py-3 font-semibold text-gray-900 marker:text-green-800">
                  {i18n._(item.question)}
                </summary>
                <div className="space-y-3 pb-4">{item.answer}</div>
              </details>
            ))}
          </div>
        </ContentSection>
      ))}
      <p>
        <Trans>
          Didn&apos;t find your answer? <ContentLink to="/contactUs">Contact us</ContentLink>.
        </Trans>
      </p>
    </ContentPage>
  );
}
