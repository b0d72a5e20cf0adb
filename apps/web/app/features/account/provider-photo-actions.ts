import { announceToast } from '~/lib/announced-toasts';
import { formFields, submitToApi, type FormActionResult } from '~/lib/forms/form-action';
import { firstErrorMessage } from '~/lib/forms/form-errors';
import { readPhotoUpload } from './photo-upload';
import { putProviderPhoto, removeProviderPhoto } from './provider-profile-api';

export const PUT_PHOTO_INTENT = 'put-photo';
export const REMOVE_PHOTO_INTENT = 'remove-photo';

/** The provider dashboard's photo forms: put a photo on the profile with what it shows, or take it off. */
export async function providerPhotoAction(form: FormData): Promise<FormActionResult & { intent: string }> {
  const fields = formFields(form);
  const providerId = fields.providerId ?? '';
  if (fields.intent === PUT_PHOTO_INTENT) {
    const upload = readPhotoUpload(form);
    if (!upload.ok) return { ...upload, intent: PUT_PHOTO_INTENT };
    const result = await submitToApi(async () => {
      await putProviderPhoto(providerId, upload.image, upload.alt);
      return 'Your photo is on your profile now.';
    });
    if (result.ok) announceToast({ type: 'success', message: result.message ?? 'Saved.' });
    return { ...result, intent: PUT_PHOTO_INTENT };
  }
  const result = await submitToApi(async () => {
    await removeProviderPhoto(providerId);
    return 'Your photo is off your profile.';
  });
  announceToast(
    result.ok
      ? { type: 'success', message: result.message ?? 'Removed.' }
      : { type: 'error', title: 'Not removed', message: firstErrorMessage(result.errors) },
  );
  return { ...result, intent: REMOVE_PHOTO_INTENT };
}
