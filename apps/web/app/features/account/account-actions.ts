import {
  activeFacilityRequestSchema,
  changePasswordRequestSchema,
  updateProfileRequestSchema,
} from '@carefinder/contracts';
import { announceToast } from '~/lib/announced-toasts';
import { formFields, submitToApi } from '~/lib/forms/form-action';
import type { FormActionResult } from '~/lib/forms/form-action';
import { validateWith } from '~/lib/forms/form-errors';
import { changePassword, switchActiveFacility, updateProfile } from './account-api';

/** Client actions of the signed-in pages; each validates with the contract's schema, then calls the API. */

export async function updateProfileAction(request: Request): Promise<FormActionResult> {
  const { phone = '', ...names } = formFields(await request.formData());
  // An emptied phone field removes the number (null), rather than sending an empty string.
  const input = validateWith(updateProfileRequestSchema, { ...names, phone: phone.trim() || null });
  if (!input.ok) return input;
  return submitToApi(async () => {
    await updateProfile(input.data);
    announceToast({ type: 'success', message: 'Your profile is saved.' });
  });
}

export async function changePasswordAction(request: Request): Promise<FormActionResult> {
  const input = validateWith(changePasswordRequestSchema, formFields(await request.formData()));
  if (!input.ok) return input;
  return submitToApi(async () => {
    const message = await changePassword(input.data);
    announceToast({ type: 'success', message: message ?? 'Your password is changed.' });
    return message;
  });
}

export async function switchFacilityAction(request: Request): Promise<FormActionResult> {
  const input = validateWith(activeFacilityRequestSchema, formFields(await request.formData()));
  if (!input.ok) return { ok: false, errors: { fieldErrors: { facilityId: 'Choose a facility.' } } };
  return submitToApi(async () => {
    const { activeFacility } = await switchActiveFacility(input.data.facilityId);
    announceToast({
      type: 'success',
      message: `${activeFacility?.name ?? 'The facility'} is now your active facility.`,
    });
  });
}
