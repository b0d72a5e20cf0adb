import {
  FACILITY_PHOTO_LARGE_WIDTH,
  FACILITY_PHOTO_SMALL_WIDTH,
  FACILITY_PHOTOS_MAX,
  LISTING_PHOTO_MAX_PIXELS,
  type FacilityPhoto,
} from '@carefinder/contracts';
import { prepareImage } from '../../lib/images/prepare.ts';
import type { ImageStorage } from '../../lib/images/storage.ts';
import { HttpProblem } from '../../lib/problem.ts';
import { isUuid } from '../../lib/uuid.ts';
import type { Database } from '@carefinder/db';
import type { AuditLog } from '../audit/plugin.ts';
import { recordAudited } from '../audit/service.ts';
import { imageUrl } from '../media/plugin.ts';
import {
  countFacilityPhotos,
  findFacilityPhotos,
  deleteFacilityPhoto,
  insertFacilityPhoto,
} from './repository.ts';

/** The facility's photos in the order its page shows them (facilities' page reads them here). */
export const photosOfFacility = (db: Database, facilityId: string): Promise<FacilityPhoto[]> =>
  findFacilityPhotos(db, facilityId);

/**
 * Runs a change of the photos inside the facility's transaction and lock, and dates the facility's change
 * (facilities' `changeFacilityPart`, handed in by the route).
 */
export type FacilityPartChange = <Result>(change: (tx: Database) => Promise<Result>) => Promise<Result>;

/** Who changes a facility's photos, and where the audit entry goes. */
interface PhotoWriter {
  db: Database;
  audit: AuditLog;
  actorId: string;
}

/** What the audit log calls a facility (`facility.photo.add`); facilities/service.ts imports this module. */
const FACILITY_ENTITY = 'facility';

const noFacility = () => new HttpProblem(404, 'No facility has this id.');

const tooManyPhotos = () => {
  const message = `A facility shows at most ${FACILITY_PHOTOS_MAX} photos: remove one before adding another.`;
  return new HttpProblem(409, message, [{ path: 'image', message }]);
};

/**
 * An upload's two copies, checked by its bytes and stored as WebP: the large one (the photo opened) and a
 * small one, made from it, for the page on a phone and on 2G.
 */
async function storePhotoCopies(images: ImageStorage, bytes: Buffer) {
  const large = await prepareImage(bytes, {
    maxInputPixels: LISTING_PHOTO_MAX_PIXELS,
    maxWidth: FACILITY_PHOTO_LARGE_WIDTH,
    maxHeight: FACILITY_PHOTO_LARGE_WIDTH,
  });
  const small = await prepareImage(large.bytes, {
    maxInputPixels: LISTING_PHOTO_MAX_PIXELS,
    maxWidth: FACILITY_PHOTO_SMALL_WIDTH,
    maxHeight: FACILITY_PHOTO_SMALL_WIDTH,
  });
  const [url, smallUrl] = await Promise.all(
    [large, small].map(async (copy) => imageUrl(await images.put(copy.bytes, 'webp'))),
  );
  return { url: url!, smallUrl: smallUrl!, width: large.width, height: large.height };
}

/**
 * Adds a photo at the end of the facility's photos. The copies are stored first: their names are their
 * bytes' hash, so a write that then fails leaves only files no row names. The count is checked again under
 * the facility's lock (`underFacility`), so two uploads at once cannot pass the limit.
 */
export async function addFacilityPhoto(
  { db, audit, actorId }: PhotoWriter,
  images: ImageStorage,
  facilityId: string,
  upload: { bytes: Buffer; alt: string },
  underFacility: FacilityPartChange,
): Promise<FacilityPhoto> {
  if (!isUuid(facilityId)) throw noFacility();
  if ((await countFacilityPhotos(db, facilityId)).count >= FACILITY_PHOTOS_MAX) throw tooManyPhotos();
  const copies = await storePhotoCopies(images, upload.bytes);
  return underFacility(async (tx) => {
    const { count, nextPosition } = await countFacilityPhotos(tx, facilityId);
    if (count >= FACILITY_PHOTOS_MAX) throw tooManyPhotos();
    const photo = await insertFacilityPhoto(tx, {
      facilityId,
      ...copies,
      alt: upload.alt,
      position: nextPosition,
    });
    await recordAudited(
      { audit, actorId },
      FACILITY_ENTITY,
      facilityId,
      'photo.add',
      { before: null, after: photo },
      tx,
    );
    return photo;
  });
}

/** Takes a photo off the facility's page (its files stay: another row may name the same bytes). */
export async function removeFacilityPhoto(
  { audit, actorId }: PhotoWriter,
  facilityId: string,
  photoId: number,
  underFacility: FacilityPartChange,
): Promise<void> {
  await underFacility(async (tx) => {
    const photo = await deleteFacilityPhoto(tx, facilityId, photoId);
    if (!photo) throw new HttpProblem(404, 'This facility has no photo with this id.');
    await recordAudited(
      { audit, actorId },
      FACILITY_ENTITY,
      facilityId,
      'photo.delete',
      { before: photo, after: null },
      tx,
    );
  });
}
