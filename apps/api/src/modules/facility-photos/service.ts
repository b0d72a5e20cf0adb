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
import { lockFacility, updateFacility, type ListingWriter } from '../facilities/service.ts';
import { imageUrl } from '../media/plugin.ts';
import {
  countFacilityPhotos,
  findFacilityPhotos,
  deleteFacilityPhoto,
  insertFacilityPhoto,
} from './repository.ts';

export { findFacilityPhotos };

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

/** Dates the facility's change, and "by the facility" when its own team made it. */
const touch = (db: Database, writer: ListingWriter, facilityId: string, byTheFacility: boolean) =>
  updateFacility(db, facilityId, {
    updatedAt: writer.now,
    ...(byTheFacility ? { updatedByFacilityAt: writer.now } : {}),
  });

/**
 * Adds a photo at the end of the facility's photos. The copies are stored first: their names are their
 * bytes' hash, so a write that then fails leaves only files no row names. The count is checked again under
 * the facility's lock, so two uploads at once cannot pass the limit.
 */
export async function addFacilityPhoto(
  writer: ListingWriter,
  images: ImageStorage,
  facilityId: string,
  upload: { bytes: Buffer; alt: string },
  { byTheFacility }: { byTheFacility: boolean },
): Promise<FacilityPhoto> {
  if (!isUuid(facilityId)) throw noFacility();
  if ((await countFacilityPhotos(writer.db, facilityId)).count >= FACILITY_PHOTOS_MAX) throw tooManyPhotos();
  const copies = await storePhotoCopies(images, upload.bytes);
  return writer.db.transaction(async (tx) => {
    if (!(await lockFacility(tx, facilityId))) throw noFacility();
    const { count, nextPosition } = await countFacilityPhotos(tx, facilityId);
    if (count >= FACILITY_PHOTOS_MAX) throw tooManyPhotos();
    const photo = await insertFacilityPhoto(tx, {
      facilityId,
      ...copies,
      alt: upload.alt,
      position: nextPosition,
    });
    await touch(tx, writer, facilityId, byTheFacility);
    await writer.audit.record(
      {
        actorId: writer.actorId,
        action: 'facility.photo.add',
        targetType: 'facility',
        targetId: facilityId,
        before: null,
        after: photo,
      },
      tx,
    );
    return photo;
  });
}

/** Takes a photo off the facility's page (its files stay: another row may name the same bytes). */
export async function removeFacilityPhoto(
  writer: ListingWriter,
  facilityId: string,
  photoId: number,
  { byTheFacility }: { byTheFacility: boolean },
): Promise<void> {
  if (!isUuid(facilityId)) throw noFacility();
  await writer.db.transaction(async (tx) => {
    if (!(await lockFacility(tx, facilityId))) throw noFacility();
    const photo = await deleteFacilityPhoto(tx, facilityId, photoId);
    if (!photo) throw new HttpProblem(404, 'This facility has no photo with this id.');
    await touch(tx, writer, facilityId, byTheFacility);
    await writer.audit.record(
      {
        actorId: writer.actorId,
        action: 'facility.photo.delete',
        targetType: 'facility',
        targetId: facilityId,
        before: photo,
        after: null,
      },
      tx,
    );
  });
}
