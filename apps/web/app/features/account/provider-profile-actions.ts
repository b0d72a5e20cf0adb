import { saveOwnListing, type OwnListingResult } from './own-listing-actions';
import { readProviderProfile, saveProviderProfile, type EditableProfile } from './provider-profile-api';
import type { ProviderValues } from '~/components/listing-editor/provider-form';
import { providerOwnForm } from './owner-forms';

type ProviderProfileResult = OwnListingResult<EditableProfile, ProviderValues>;

/** Saves the provider's own form on the provider dashboard. */
export const saveProviderProfileAction = (form: FormData): Promise<ProviderProfileResult> =>
  saveOwnListing(form, {
    ...providerOwnForm,
    save: saveProviderProfile,
    read: readProviderProfile,
    savedMessage: 'Your profile is saved: its public page shows it now.',
    staleMessage:
      'Your profile was changed since you opened this page. What changed is below, and in the form unless ' +
      'you changed the same field: check it, then save again to apply your changes on top.',
  });
