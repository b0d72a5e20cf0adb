import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { AddressBlock, stateLabel } from '~/components/listing/address';
import { Avatar } from '~/components/listing/avatar';
import { DemoNotice } from '~/components/listing/demo-notice';
import { JsonLd } from '~/components/listing/json-ld';
import { LISTING_LINK_CLASS, ListingSection, TermSections } from '~/components/listing/listing-section';
import { LinkedListings } from '~/components/listing/linked-listings';
import { ListingStatusNotice } from '~/components/listing/listing-status-notice';
import { CurrentRatingLink } from '~/components/listing/rating';
import { ManageListingLink } from '~/components/listing/manage-listing-link';
import { SaveListingButton } from '~/components/listing/save-listing-button';
import { useLocale } from '~/lib/i18n/use-locale';
import { educationText, providerDisplayName } from './provider-labels';
import type { ProviderLoaderData, ProviderView } from './provider-loader.server';

export interface ProviderPageProps {
  loaderData: ProviderLoaderData;
  /** The reviews section, composed by the route (features do not import each other). */
  reviews: ReactNode;
}

/**
 * A provider's (doctor's) page (spec §2 /providers/{id}), with every field of the spec's sample profile:
 * name, bio, address, rating, account type, reviews count, professional summary, education, practice area,
 * procedures, insurance, awards, location and reviews.
 */
export default function ProviderPage({ loaderData: { provider, jsonLd }, reviews }: ProviderPageProps) {
  const { t } = useLingui();
  const { pathIn } = useLocale();
  const name = providerDisplayName(provider);
  const { accountType } = provider;
  return (
    <article aria-labelledby="provider-name" className="mx-auto flex max-w-3xl flex-col gap-8">
      <JsonLd json={jsonLd} />
      <header className="flex flex-col gap-3">
        {provider.isDemo && <DemoNotice what="doctor" />}
        <div className="flex items-center gap-4">
          {provider.photo ? (
            <img
              src={provider.photo.url}
              alt={provider.photo.alt}
              width={96}
              height={96}
              decoding="async"
              className="size-24 shrink-0 rounded-full object-cover"
            />
          ) : (
            <Avatar name={provider.name} image={null} size="large" />
          )}
          <div className="flex flex-col gap-1">
            <h1 id="provider-name" className="text-2xl font-bold text-gray-900 md:text-3xl">
              {name}
            </h1>
            {provider.specialties.length > 0 && (
              <p className="text-lg text-gray-800">
                {provider.specialties.map((specialty) => specialty.name).join(', ')}
              </p>
            )}
            <p className="text-sm text-gray-700">
              <Trans>Account type: {accountType}</Trans>
            </p>
          </div>
        </div>
        <ListingStatusNotice listing="provider" status={provider.status} />
        <CurrentRatingLink />
        <SaveListingButton kind="providers" id={provider.id} name={providerDisplayName(provider)} />
        <ManageListingLink
          listing="provider"
          id={provider.id}
          status={provider.status}
          managed={provider.managed}
        />
      </header>

      {(provider.bio || provider.professionalSummary) && (
        <ListingSection id="about-heading" title={t`About ${name}`}>
          {provider.professionalSummary && (
            <p className="text-lg text-gray-900">{provider.professionalSummary}</p>
          )}
          {provider.bio && <p className="text-gray-800">{provider.bio}</p>}
        </ListingSection>
      )}

      {provider.education.length > 0 && (
        <ListingSection id="education-heading" title={t`Education`}>
          <ul className="list-disc space-y-1 pl-5">
            {provider.education.map((entry) => (
              <li key={educationText(entry)}>{educationText(entry)}</li>
            ))}
          </ul>
        </ListingSection>
      )}

      <TermSections
        sections={[
          {
            id: 'specialties-heading',
            title: t`Specialties`,
            terms: provider.specialties,
            searchFilter: 'specialty',
          },
          { id: 'practice-heading', title: t`Practice areas`, terms: provider.practiceAreas },
          {
            id: 'conditions-heading',
            title: t`Conditions treated`,
            terms: provider.conditions,
            searchFilter: 'condition',
          },
          {
            id: 'procedures-heading',
            title: t`Procedures`,
            terms: provider.procedures,
            searchFilter: 'procedure',
          },
          { id: 'qualities-heading', title: t`Qualifications and qualities`, terms: provider.qualities },
          { id: 'insurance-heading', title: t`Insurance and HMOs accepted`, terms: provider.insurance },
          { id: 'awards-heading', title: t`Awards`, terms: provider.awards },
        ]}
      />

      {(provider.languages.length > 0 || provider.registrationNumber) && (
        <ListingSection id="details-heading" title={t`Languages and registration`}>
          <dl className="flex flex-col gap-2">
            {provider.languages.length > 0 && (
              <div>
                <dt className="font-semibold text-gray-900">
                  <Trans>Languages</Trans>
                </dt>
                <dd>{provider.languages.join(', ')}</dd>
              </div>
            )}
            {provider.registrationNumber && (
              <div>
                <dt className="font-semibold text-gray-900">
                  <Trans>MDCN registration number</Trans>
                </dt>
                <dd>{provider.registrationNumber}</dd>
              </div>
            )}
          </dl>
        </ListingSection>
      )}

      <LocationSection provider={provider} />
      {reviews}
      <footer className="border-t border-gray-300 pt-4 text-gray-800">
        <Link
          to={pathIn(`/providers/${provider.id}/correction`)}
          className={`${LISTING_LINK_CLASS} inline-flex min-h-[40px] items-center`}
        >
          <Trans>Suggest a correction</Trans>
        </Link>
      </footer>
    </article>
  );
}

/** Where the doctor practises (spec §3: address, location) and the facilities they work at. */
function LocationSection({ provider }: { provider: ProviderView }) {
  const { t } = useLingui();
  const { pathIn } = useLocale();
  return (
    <ListingSection id="location-heading" title={t`Where to find them`}>
      <AddressBlock place={provider.place} />
      {provider.facilities.length > 0 && (
        <>
          <h3 className="text-lg font-semibold text-gray-900">
            <Trans>Works at</Trans>
          </h3>
          <LinkedListings
            listings={provider.facilities.map((facility) => ({
              to: pathIn(`/facilities/${facility.id}`),
              name: facility.name,
              detail: [
                facility.facilityType?.name,
                facility.place.lga?.name,
                facility.place.state && stateLabel(facility.place.state.name),
              ]
                .filter(Boolean)
                .join(' · '),
              averageRating: facility.averageRating,
              reviewsCount: facility.reviewsCount,
            }))}
          />
        </>
      )}
    </ListingSection>
  );
}
