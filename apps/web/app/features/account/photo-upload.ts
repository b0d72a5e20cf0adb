import { LISTING_PHOTO_MAX_BYTES, photoUploadQuerySchema } from '@carefinder/contracts';
import type { FormErrors } from '~/lib/forms/form-errors';
import { validateWith } from '~/lib/forms/form-errors';

export const PHOTO_MAX_MB = LISTING_PHOTO_MAX_BYTES / (1024 * 1024);

/**
 * A photo form's upload, checked here to spare sending it: a file chosen, not too large, and what it
 * shows. The API reads the file by its bytes either way.
 */
export function readPhotoUpload(
  form: FormData,
): { ok: true; image: File; alt: string } | { ok: false; errors: FormErrors } {
  const image = form.get('image');
  const imageError =
    !(image instanceof File) || image.size === 0
      ? 'Choose a photo to upload.'
      : image.size > LISTING_PHOTO_MAX_BYTES
        ? `This photo is larger than ${PHOTO_MAX_MB} MB: choose a smaller one.`
        : null;
  const alt = form.get('alt');
  const query = validateWith(photoUploadQuerySchema, { alt: typeof alt === 'string' ? alt : '' });
  if (imageError === null && query.ok && image instanceof File)
    return { ok: true, image, alt: query.data.alt };
  const fieldErrors = {
    ...(imageError ? { image: imageError } : {}),
    ...(query.ok ? {} : query.errors.fieldErrors),
  };
  return { ok: false, errors: { fieldErrors } };
}
