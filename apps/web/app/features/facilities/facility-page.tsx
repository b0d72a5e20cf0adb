import { Trans, useLingui } from '@lingui/react/macro';
import { facilityTapPath } from '@carefinder/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { AddressBlock } from '~/components/listing/address';
import { DemoNotice } from '~/components/listing/demo-notice';
import { JsonLd } from '~/components/listing/json-ld';
import { LISTING_LINK_CLASS, ListingSection, TermSections } from '~/components/listing/listing-section';
import { LinkedListings } from '~/components/listing/linked-listings';
import { openingStatusText } from '~/components/listing/opening-status-text';
import { ListingStatusNotice } from '~/components/listing/listing-status-notice';
import { CurrentRatingLink } from '~/components/listing/rating';
import { ManageListingLink } from '~/components/listing/manage-listing-link';
import { SaveListingButton } from '~/components/listing/save-listing-button';
import { PhoneNumber } from '~/components/ui/phone-link';
import { formatDateInNigeria } from '~/lib/format/date';
import { useLocale } from '~/lib/i18n/use-locale';
import { directionsUrl, facilityKindLine, websiteHref } from './facility-labels';
import type { FacilityLoaderData, FacilityView } from './facility-loader.server';
import { DatedHours } from './dated-hours';
import { FacilityMap } from './facility-map';
import { ReadinessSection } from './readiness-section';
import { weekHours } from './week-hours';

const LICENCE_URL = 'https://creativecommons.org/licenses/by/4.0/';

export interface FacilityPageProps {
  loaderData: FacilityLoaderData;
  /** The reviews section, composed by the route (features do not import each other). */
  reviews: ReactNode;
}

/** A facility's page (spec §2 /facilities/{id}): everything a visitor needs to decide and to get there. */
export default function FacilityPage({
  loaderData: { facility, jsonLd, today, datedHours, readiness, map },
  reviews,
}: FacilityPageProps) {
  const { i18n, t } = useLingui();
  const kind = facilityKindLine(facility, i18n);
  const keywords = facility.keywords;
  return (
    <article aria-labelledby="facility-name" className="mx-auto flex max-w-3xl flex-col gap-8">
      <JsonLd json={jsonLd} />
      <header className="flex flex-col gap-3">
        {facility.isDemo && <DemoNotice what="facility" />}
        <h1 id="facility-name" className="text-2xl font-bold text-gray-900 md:text-3xl">
          {facility.name}
        </h1>
        {keywords && (
          <p className="text-gray-800">
            <Trans>Also known as {keywords}</Trans>
          </p>
        )}
        {kind && <p className="text-lg text-gray-800">{kind}</p>}
        <ListingStatusNotice listing="facility" status={facility.status} />
        <OpeningStatusLine status={facility.openingStatus} />
        <CurrentRatingLink />
        <SaveListingButton kind="facilities" id={facility.id} name={facility.name} />
        <ManageListingLink
          listing="facility"
          id={facility.id}
          status={facility.status}
          managed={facility.managed}
        />
      </header>

      <ContactSection facility={facility} map={map} />
      <HoursSection facility={facility} today={today} datedHours={datedHours} />
      <ReadinessSection lines={readiness} />
      <AboutSection facility={facility} />
      <TermSections
        sections={[
          { id: 'services-heading', title: t`Services`, terms: facility.services, searchFilter: 'service' },
          {
            id: 'specialties-heading',
            title: t`Specialties`,
            terms: facility.specialties,
            searchFilter: 'specialty',
          },
          { id: 'insurance-heading', title: t`Insurance and HMOs accepted`, terms: facility.insurance },
          { id: 'awards-heading', title: t`Awards and accreditations`, terms: facility.awards },
        ]}
      />
      <PhotosSection facility={facility} />
      <ProvidersSection facility={facility} />
      {reviews}
      <ListingFooter facility={facility} />
    </article>
  );
}

/** Today's status from the API (spec §4), e.g. "Open now · closes 18:00". */
function OpeningStatusLine({ status }: { status: FacilityView['openingStatus'] }) {
  const { i18n } = useLingui();
  if (!status)
    return (
      <p className="text-gray-800">
        <Trans>Opening hours for today are not listed.</Trans>
      </p>
    );
  return (
    <p className={`text-lg font-semibold ${status.isOpen ? 'text-green-800' : 'text-red-800'}`}>
      <span aria-hidden="true">{status.isOpen ? '● ' : '○ '}</span>
      {openingStatusText(status, i18n)}
    </p>
  );
}

/** A permanently closed facility keeps its address and map, but offers nobody a call or a journey there. */
function ContactSection({ facility, map }: { facility: FacilityView; map: FacilityLoaderData['map'] }) {
  const { t } = useLingui();
  const { place, name } = facility;
  const reachable = facility.status !== 'permanently_closed';
  const directions = reachable ? directionsUrl(place) : null;
  return (
    <ListingSection id="contact-heading" title={t`Address and contact`}>
      <dl className="flex flex-col gap-3">
        <Detail term={t`Address`}>
          <AddressBlock place={place} />
        </Detail>
        {reachable && facility.phones.length > 0 && (
          <Detail term={t`Phone`}>
            <ul>
              {facility.phones.map((phone) => (
                <li key={phone.display}>
                  <PhoneNumber phone={phone} ping={facilityTapPath(facility.id, 'call')} />
                </li>
              ))}
            </ul>
          </Detail>
        )}
        {facility.email && (
          <Detail term={t`E-mail`}>
            <a href={`mailto:${facility.email}`} className={`${LISTING_LINK_CLASS} break-all`}>
              {facility.email}
            </a>
          </Detail>
        )}
        {facility.website && (
          <Detail term={t`Website`}>
            <a
              href={websiteHref(facility.website)}
              ping={facilityTapPath(facility.id, 'website')}
              rel="noopener noreferrer"
              className={`${LISTING_LINK_CLASS} break-all`}
            >
              {facility.website}
            </a>
          </Detail>
        )}
        {facility.nhfrCode && <Detail term={t`NHFR code`}>{facility.nhfrCode}</Detail>}
      </dl>
      <div className="flex flex-wrap gap-3">
        {directions && (
          <a
            href={directions}
            ping={facilityTapPath(facility.id, 'directions')}
            rel="noopener noreferrer"
            className="inline-flex min-h-[40px] items-center rounded-md bg-green-700 px-4 font-semibold text-white hover:bg-green-800"
          >
            <Trans>
              Directions<span className="sr-only"> to {name} (Google Maps)</span>
            </Trans>
          </a>
        )}
        {place.latitude !== null && place.longitude !== null && (
          <FacilityMap name={facility.name} latitude={place.latitude} longitude={place.longitude} {...map} />
        )}
      </div>
    </ListingSection>
  );
}

/** One term and its value; side by side from the md breakpoint. */
function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="md:grid md:grid-cols-[8rem_1fr] md:gap-4">
      <dt className="font-semibold text-gray-900">{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function HoursSection({
  facility,
  today,
  datedHours,
}: Pick<FacilityLoaderData, 'facility' | 'today' | 'datedHours'>) {
  const { i18n, t } = useLingui();
  return (
    <ListingSection id="hours-heading" title={t`Opening hours`}>
      <DatedHours lines={datedHours} />
      {facility.openingHours.length === 0 ? (
        <p className="text-gray-800">
          <Trans>Opening hours are not listed yet. Call before you go.</Trans>
        </p>
      ) : (
        <table className="w-full max-w-md text-left">
          <caption className="pb-2 text-left text-sm text-gray-700">
            <Trans>
              Times are Nigerian time (WAT). Call before you go: hours can change on public holidays.
            </Trans>
          </caption>
          <thead className="sr-only">
            <tr>
              <th scope="col">
                <Trans>Day</Trans>
              </th>
              <th scope="col">
                <Trans>Hours</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {weekHours(facility.openingHours, today, i18n).map((row) => (
              <tr
                key={row.day}
                aria-current={row.isToday ? 'date' : undefined}
                className={row.isToday ? 'bg-green-50 font-semibold' : 'border-t border-gray-200'}
              >
                <th scope="row" className="py-2 pr-4 pl-2 font-semibold text-gray-900">
                  {row.dayName}
                  {row.isToday && (
                    <span className="text-green-800">
                      {' '}
                      <Trans>(today)</Trans>
                    </span>
                  )}
                </th>
                <td className="py-2 pr-2 text-gray-900">{row.hours}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </ListingSection>
  );
}

/** What the facility says of itself, paragraph by paragraph, and the languages spoken there. */
function AboutSection({ facility }: { facility: FacilityView }) {
  const { t } = useLingui();
  const { description, languages } = facility;
  if (!description && languages.length === 0) return null;
  return (
    <ListingSection id="about-heading" title={t`About`}>
      {description?.split(/\n\s*\n/).map((paragraph, index) => (
        <p key={index} className="mb-3 whitespace-pre-line text-gray-800">
          {paragraph.trim()}
        </p>
      ))}
      {languages.length > 0 && (
        <p className="text-gray-800">
          <span className="font-semibold">
            <Trans>Languages spoken:</Trans>
          </span>{' '}
          {languages.join(', ')}
        </p>
      )}
    </ListingSection>
  );
}

function PhotosSection({ facility }: { facility: FacilityView }) {
  const { t } = useLingui();
  if (facility.photos.length === 0) return null;
  return (
    <ListingSection id="photos-heading" title={t`Photos`}>
      <ul className="grid gap-3 base:grid-cols-2 md:grid-cols-3">
        {facility.photos.map((photo) => (
          <li key={photo.id}>
            {/* The small copy on the page (a phone on 2G pays for every byte); the large one opens. */}
            <a href={photo.url} className="block rounded-md">
              <img
                src={photo.smallUrl ?? photo.url}
                alt={photo.alt}
                loading="lazy"
                decoding="async"
                width={400}
                height={300}
                sizes="(min-width: 768px) 33vw, (min-width: 480px) 50vw, 100vw"
                className="aspect-[4/3] h-auto w-full rounded-md bg-gray-100 object-cover"
              />
            </a>
          </li>
        ))}
      </ul>
    </ListingSection>
  );
}

function ProvidersSection({ facility }: { facility: FacilityView }) {
  const { t } = useLingui();
  const { pathIn } = useLocale();
  if (facility.providers.length === 0) return null;
  return (
    <ListingSection id="providers-heading" title={t`Doctors at this facility`}>
      <LinkedListings
        listings={facility.providers.map((provider) => ({
          to: pathIn(`/providers/${provider.id}`),
          name: [provider.title, provider.name].filter(Boolean).join(' '),
          detail: provider.specialties.map((specialty) => specialty.name).join(', '),
          averageRating: provider.averageRating,
          reviewsCount: provider.reviewsCount,
        }))}
      />
    </ListingSection>
  );
}

/** Where the listing comes from and how fresh it is (DESIGN §1: trust), and how to correct it. */
function ListingFooter({ facility }: { facility: FacilityView }) {
  const { locale, pathIn } = useLocale();
  const { lastVerifiedAt, updatedByFacilityAt } = facility;
  // Another language's dates are Intl's, which a browser may write otherwise: the server's text stays.
  const date = (timestamp: string) => (
    <time dateTime={timestamp} suppressHydrationWarning>
      {formatDateInNigeria(timestamp, locale)}
    </time>
  );
  return (
    <footer className="flex flex-col gap-2 border-t border-gray-300 pt-4 text-gray-800">
      <p>
        {lastVerifiedAt ? (
          <Trans>Last verified: {date(lastVerifiedAt)}</Trans>
        ) : (
          <Trans>Not verified yet.</Trans>
        )}
      </p>
      {updatedByFacilityAt && (
        <p>
          <Trans>Updated by the facility on {date(updatedByFacilityAt)}</Trans>
        </p>
      )}
      {facility.provenance && (
        <p>
          <Trans>
            Source: Nigeria Health Facility Registry via GRID3 (
            <a href={LICENCE_URL} rel="license noopener noreferrer" className={LISTING_LINK_CLASS}>
              CC BY 4.0
            </a>
            )
          </Trans>
        </p>
      )}
      <p>
        <Link
          to={pathIn(`/facilities/${facility.id}/correction`)}
          className={`${LISTING_LINK_CLASS} inline-flex min-h-[40px] items-center`}
        >
          <Trans>Suggest a correction</Trans>
        </Link>
      </p>
    </footer>
  );
}
