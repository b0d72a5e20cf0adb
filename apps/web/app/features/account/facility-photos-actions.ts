import { announceToast } from '~/lib/announced-toasts';
import { formFields, submitToApi, type FormActionResult } from '~/lib/forms/form-action';
import { firstErrorMessage } from '~/lib/forms/form-errors';
import { addFacilityPhoto, removeFacilityPhoto } from './facility-listing-api';
import { readPhotoUpload } from './photo-upload';

export const ADD_PHOTO_INTENT = 'add-photo';
export const REMOVE_PHOTO_INTENT = 'remove-photo';

/** The facility dashboard's photo forms: add a photo with what it shows, or remove one. */
export async function facilityPhotosAction(form: FormData): Promise<FormActionResult & { intent: string }> {
  const fields = formFields(form);
  const facilityId = fields.facilityId ?? '';
  if (fields.intent === ADD_PHOTO_INTENT) {
    const upload = readPhotoUpload(form);
    if (!upload.ok) return { ...upload, intent: ADD_PHOTO_INTENT };
    const result = await submitToApi(async () => {
      await addFacilityPhoto(facilityId, upload.image, upload.alt);
      return 'The photo is on your page now.';
    });
    if (result.ok) announceToast({ type: 'success', message: result.message ?? 'Added.' });
    return { ...result, intent: ADD_PHOTO_INTENT };
  }
  const result = await submitToApi(async () => {
    await removeFacilityPhoto(facilityId, fields.photoId ?? '');
    return 'The photo is off your page.';
  });
  announceToast(
    result.ok
      ? { type: 'success', message: result.message ?? 'Removed.' }
      : { type: 'error', title: 'Not removed', message: firstErrorMessage(result.errors) },
  );
  return { ...result, intent: REMOVE_PHOTO_INTENT };
}
