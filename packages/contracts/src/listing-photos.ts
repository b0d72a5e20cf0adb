import { z } from 'zod';
import { singleLine } from './single-line.ts';

/** An uploaded photo of a listing: the bytes of one JPEG, PNG or WebP image (told by its bytes). */
export const LISTING_PHOTO_MAX_BYTES = 8 * 1024 * 1024;
export const LISTING_PHOTO_MAX_PIXELS = 40_000_000;
/** How many photos a facility page carries at most. */
export const FACILITY_PHOTOS_MAX = 12;
/** The widths of a facility photo's two copies: the small one for phones and 2G, the large one to open. */
export const FACILITY_PHOTO_SMALL_WIDTH = 480;
export const FACILITY_PHOTO_LARGE_WIDTH = 1280;

const PHOTO_ALT_MAX = 200;

/** What the photo shows, for people who cannot see it (its alt text). */
export const photoAltSchema = z
  .string({ error: 'Say what the photo shows, e.g. “The entrance on Adeola Street”.' })
  .trim()
  .min(3, 'Say what the photo shows, e.g. “The entrance on Adeola Street”.')
  .max(PHOTO_ALT_MAX, `Say what the photo shows in at most ${PHOTO_ALT_MAX} characters.`)
  .check(singleLine());

/** POST /api/facilities/{id}/photos and PUT /api/providers/{id}/photo: the image is the body. */
export const photoUploadQuerySchema = z.object({ alt: photoAltSchema });

/** A facility's photo as its page shows it; `smallUrl` and the size are null for photos from before uploads. */
export const facilityPhotoSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  smallUrl: z.string().nullable(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  alt: z.string(),
});
export type FacilityPhoto = z.infer<typeof facilityPhotoSchema>;

export const facilityPhotoParamsSchema = z.object({
  id: z.string(),
  photoId: z.coerce.number({ error: 'No photo has this id.' }).int().positive().max(2_147_483_647),
});
