import { msg } from '@lingui/core/macro';
import {
  activeFacilityRequestSchema,
  changePasswordRequestSchema,
  deleteAccountRequestSchema,
  updateProfileRequestSchema,
} from '@carefinder/contracts';
import { redirect } from 'react-router';
import { announceToast } from '~/lib/announced-toasts';
import { forgetSession } from '~/lib/auth/session';
import { formFields, submitToApi } from '~/lib/forms/form-action';
import type { FormActionResult } from '~/lib/forms/form-action';
import { validateWith } from '~/lib/forms/form-errors';
import { localePath, splitLocale } from '~/lib/i18n/locale-path';
import { pageWords } from '~/lib/i18n/page-i18n';
import {
  changePassword,
  deleteAccount,
  forgetSavedListing,
  switchActiveFacility,
  updateProfile,
} from './account-api';

/** Client actions of the signed-in pages; each validates with the contract's schema, then calls the API. */

export async function updateProfileAction(request: Request): Promise<FormActionResult> {
  const { phone = '', ...fields } = formFields(await request.formData());
  // An emptied phone field removes the number (null), rather than sending an empty string.
  const input = validateWith(updateProfileRequestSchema, { ...fields, phone: phone.trim() || null });
  if (!input.ok) return input;
  return submitToApi(async () => {
    await updateProfile(input.data);
    announceToast({ type: 'success', message: pageWords()._(msg`Your profile is saved.`) });
  });
}

export async function changePasswordAction(request: Request): Promise<FormActionResult> {
  const input = validateWith(changePasswordRequestSchema, formFields(await request.formData()));
  if (!input.ok) return input;
  return submitToApi(async () => {
    // The API's sentence, in the page's language.
    await changePassword(input.data);
    const message = pageWords()._(msg`Your password is changed. Other devices are signed out.`);
    announceToast({ type: 'success', message });
    return message;
  });
}

export async function switchFacilityAction(form: FormData): Promise<FormActionResult> {
  const input = validateWith(activeFacilityRequestSchema, formFields(form));
  if (!input.ok) return { ok: false, errors: { fieldErrors: { facilityId: 'Choose a facility.' } } };
  return submitToApi(async () => {
    const { activeFacility } = await switchActiveFacility(input.data.facilityId);
    announceToast({
      type: 'success',
      message: `${activeFacility?.name ?? 'The facility'} is now your active facility.`,
    });
  });
}

/** The user dashboard's forms: forget a saved listing, or delete the account (after its password). */
export async function userDashboardAction(request: Request): Promise<FormActionResult | Response> {
  const form = formFields(await request.formData());
  if (form.intent === 'forget-saved') {
    return submitToApi(async () => {
      await forgetSavedListing(form.kind === 'providers' ? 'providers' : 'facilities', form.id ?? '');
      const name = form.name;
      return pageWords()._(name ? msg`${name} is no longer saved.` : msg`The listing is no longer saved.`);
    });
  }
  const input = validateWith(deleteAccountRequestSchema, { password: form.password ?? '' });
  if (!input.ok) return input;
  const result = await submitToApi(() => deleteAccount(input.data.password));
  if (!result.ok) return result;
  forgetSession();
  announceToast({
    type: 'success',
    message: pageWords()._(msg`Your account is deleted. Thank you for using CareFinder.`),
  });
  return redirect(localePath(splitLocale(new URL(request.url).pathname).locale, '/'));
}
