import { Link } from 'react-router';
import { TEXT_LINK_CLASS } from '~/components/forms/form-page';
import { ProviderFields } from '~/components/listing-editor/provider-fields';
import { KeptDetails } from './kept-details';
import { OwnListingForm, useOwnListingForm } from './own-listing-form';
import type { ProviderDashboardData } from './provider-profile-api';
import { PROVIDER_OWN_FIELDS, providerOwnForm } from './owner-forms';

type EditorData = Omit<
  ProviderDashboardData,
  'me' | 'profile' | 'reviews' | 'affiliationRequests' | 'corrections'
> & {
  profile: NonNullable<ProviderDashboardData['profile']>;
};

/**
 * A provider's own profile (the owners' issue): what they keep, in a form saved on the version read (412
 * shows what was saved meanwhile); what CareFinder keeps (name, registration, facilities), shown as it is,
 * with the way to suggest a correction.
 */
export function ProviderProfileEditor({ profile, options, map }: EditorData) {
  const form = useOwnListingForm(profile, (version) => providerOwnForm.valuesOf(version.provider));
  const { current, defaults, fieldErrors } = form;
  const { provider } = current;

  return (
    <div className="flex flex-col gap-6">
      <p className="text-gray-800">
        Tell patients about your work: they see your changes on your{' '}
        <Link to={`/providers/${provider.id}`} className={TEXT_LINK_CLASS}>
          public profile
        </Link>{' '}
        at once.
      </p>
      <KeptByCareFinder profile={current} />
      <OwnListingForm
        state={form}
        id={provider.id}
        describe={(values) => providerOwnForm.describe(values, options.terms)}
        saveLabel="Save my profile"
      >
        <ProviderFields
          fields={PROVIDER_OWN_FIELDS}
          defaults={defaults}
          options={options}
          errors={fieldErrors}
          map={map}
        />
      </OwnListingForm>
    </div>
  );
}

/** What CareFinder keeps on the profile: shown, not edited, with the way to correct it. */
function KeptByCareFinder({ profile }: { profile: NonNullable<ProviderDashboardData['profile']> }) {
  const { provider } = profile;
  const details = [
    { term: 'Name', value: [provider.title, provider.name].filter(Boolean).join(' ') },
    { term: 'Registration number', value: provider.registrationNumber ?? 'None' },
    { term: 'Specialties', value: provider.specialties.map((term) => term.name).join(', ') || 'None listed' },
    {
      term: 'Works at',
      value: provider.facilities.map((facility) => facility.name).join(', ') || 'None listed',
    },
  ];
  return (
    <KeptDetails
      id="kept-heading"
      heading="Checked by CareFinder"
      why="CareFinder checks these against the medical council’s register and the facilities, so only CareFinder changes them."
      details={details}
      listingPath={`/providers/${provider.id}`}
    />
  );
}
