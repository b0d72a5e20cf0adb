import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import {
  ContentLink,
  ContentList,
  ContentPage,
  ContentSection,
  EmergencyNumber,
  ExternalLink,
  LINK_CLASS,
} from './content-page';

const CC_BY = 'https://creativecommons.org/licenses/by/4.0/';

export default function AboutUsPage() {
  const { t } = useLingui();
  return (
    <ContentPage
      title={t`About CareFinder`}
      lead={
        <Trans>
          CareFinder is a free directory of Nigeria&apos;s hospitals, clinics, primary health centres and
          doctors. It helps you find care that is near you, open, and fits your need and your health
          insurance.
        </Trans>
      }
    >
      <ContentSection title={t`What you can do on CareFinder`}>
        <p>
          <Trans>
            CareFinder covers all 36 states and the Federal Capital Territory. On the{' '}
            <ContentLink to="/search-result">search page</ContentLink> you can look for health facilities and
            doctors by:
          </Trans>
        </p>
        <ContentList>
          <li>
            <Trans>
              name, or the type of facility (for example a general hospital or a primary health centre);
            </Trans>
          </li>
          <li>
            <Trans>the service you need, a doctor&apos;s specialty, or a health condition;</Trans>
          </li>
          <li>
            <Trans>the health insurance or HMO you use, including the NHIA scheme;</Trans>
          </li>
          <li>
            <Trans>
              distance — &ldquo;near me&rdquo; finds places close to you, if you let your browser share your
              location;
            </Trans>
          </li>
          <li>
            <Trans>
              opening hours — &ldquo;open now&rdquo; shows only places whose listed hours include the current
              time.
            </Trans>
          </li>
        </ContentList>
        <p>
          <Trans>Using the directory is free, and you do not need an account to search.</Trans>
        </p>
      </ContentSection>

      <ContentSection title={t`Where the listings come from`}>
        <p>
          <Trans>
            Facility listings start from the Nigeria Health Facility Registry (NHFR) of the Federal Ministry
            of Health, as published by <ExternalLink href="https://grid3.org">GRID3</ExternalLink> under the{' '}
            <ExternalLink href={CC_BY}>Creative Commons Attribution 4.0 licence (CC BY 4.0)</ExternalLink>. We
            are grateful to both for making this data open.
          </Trans>
        </p>
        <p>
          <Trans>From there, listings are kept current by the people closest to them:</Trans>
        </p>
        <ContentList>
          <li>
            <Trans>
              facility administrators and doctors update their own listings — hours, services, insurance
              accepted;
            </Trans>
          </li>
          <li>
            <Trans>visitors suggest corrections when something is wrong;</Trans>
          </li>
          <li>
            <Trans>CareFinder&apos;s administrators review changes and curate the directory.</Trans>
          </li>
        </ContentList>
        <p>
          <Trans>
            Every listing shows when it was last verified, so you can judge how fresh it is. Details can still
            change without notice: before you travel, call the facility to confirm it is open and offers what
            you need.
          </Trans>
        </p>
      </ContentSection>

      <ContentSection title={t`Open data`} id="open-data">
        <p>
          <Trans>
            The facility directory is open data: anyone may download it, use it and share it, including for
            commercial use, as long as they credit the source.
          </Trans>
        </p>
        <ContentList>
          <li>
            <Trans>
              <a href="/open-data/facilities.csv" download className={LINK_CLASS}>
                Facilities as CSV
              </a>{' '}
              — a spreadsheet with the 23 columns of GRID3&apos;s Nigeria health facilities dataset, so the
              file imports wherever that dataset does.
            </Trans>
          </li>
          <li>
            <Trans>
              <a href="/open-data/facilities.geojson" download className={LINK_CLASS}>
                Facilities as GeoJSON
              </a>{' '}
              — the same facilities as points, for maps and geographic software.
            </Trans>
          </li>
        </ContentList>
        <p>
          <Trans>
            Both files hold every published listing and are updated as listings change; demo listings are
            never included. Add <code>?state=lagos</code> (or another state), <code>&amp;lga=</code> or{' '}
            <code>&amp;facilityType=</code> to a link to download part of the directory.{' '}
            <Link to="/open-data" className={LINK_CLASS}>
              What the files hold now
            </Link>
            .
          </Trans>
        </p>
        <p>
          <Trans>
            The data is licensed under the{' '}
            <ExternalLink href={CC_BY}>Creative Commons Attribution 4.0 licence (CC BY 4.0)</ExternalLink>.
            Please credit it as: &ldquo;Source: Nigeria Health Facility Registry via GRID3 (CC BY 4.0);
            compiled and kept current by CareFinder&rdquo;.
          </Trans>
        </p>
      </ContentSection>

      <ContentSection title={t`Reviews you can trust`}>
        <p>
          <Trans>
            People who have signed in and verified their e-mail address can rate a facility or doctor from 1
            to 5 and leave a comment — one review per facility or doctor. Owners may reply publicly. Anyone
            can report a review, and reported reviews are moderated against our{' '}
            <ContentLink to="/terms">terms of use</ContentLink>.
          </Trans>
        </p>
      </ContentSection>

      <ContentSection title={t`Built for the phone in your hand`}>
        <p>
          <Trans>
            CareFinder is made for everyday Android phones and slow mobile connections, including 2G. Pages
            are small, and the directory works even when JavaScript is switched off or has not finished
            loading. The emergency number <EmergencyNumber /> is one tap away on every page.
          </Trans>
        </p>
      </ContentSection>

      <ContentSection title={t`What CareFinder is not`}>
        <p>
          <Trans>
            CareFinder is a directory. It does not provide medical care and is not a substitute for advice
            from a doctor, nurse or pharmacist. In an emergency, call <EmergencyNumber /> straight away — see
            also our list of <ContentLink to="/emergency-contacts">emergency contacts</ContentLink>.
          </Trans>
        </p>
      </ContentSection>

      <ContentSection title={t`Find out more`}>
        <ContentList>
          <li>
            <Trans>
              Answers to common questions are in the <ContentLink to="/faq">FAQ</ContentLink>.
            </Trans>
          </li>
          <li>
            <Trans>
              How we handle your data is set out in our{' '}
              <ContentLink to="/privacyPolicy">privacy policy</ContentLink>.
            </Trans>
          </li>
          <li>
            <Trans>
              The rules for using CareFinder are in the <ContentLink to="/terms">terms of use</ContentLink>.
            </Trans>
          </li>
          <li>
            <Trans>
              To report a problem, suggest a correction or ask to manage a listing,{' '}
              <ContentLink to="/contactUs">contact us</ContentLink>.
            </Trans>
          </li>
        </ContentList>
      </ContentSection>
    </ContentPage>
  );
}
