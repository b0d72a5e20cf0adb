import { and, asc, count, eq, max } from 'drizzle-orm';
import { schema, type Database } from '@carefinder/db';

const { facilityPhotos } = schema;

const photoColumns = {
  id: facilityPhotos.id,
  url: facilityPhotos.url,
  smallUrl: facilityPhotos.smallUrl,
  width: facilityPhotos.width,
  height: facilityPhotos.height,
  alt: facilityPhotos.alt,
};

/** A facility's photos in the order its page shows them. */
export async function findFacilityPhotos(db: Database, facilityId: string) {
  return db
    .select(photoColumns)
    .from(facilityPhotos)
    .where(eq(facilityPhotos.facilityId, facilityId))
    .orderBy(asc(facilityPhotos.position), asc(facilityPhotos.id));
}

/** How many photos the facility has, and the position after the last. */
export async function countFacilityPhotos(db: Database, facilityId: string) {
  const [row] = await db
    .select({ count: count(), lastPosition: max(facilityPhotos.position) })
    .from(facilityPhotos)
    .where(eq(facilityPhotos.facilityId, facilityId));
  return { count: row?.count ?? 0, nextPosition: (row?.lastPosition ?? -1) + 1 };
}

export type FacilityPhotoValues = Omit<typeof facilityPhotos.$inferInsert, 'id'>;

export async function insertFacilityPhoto(db: Database, values: FacilityPhotoValues) {
  const [photo] = await db.insert(facilityPhotos).values(values).returning(photoColumns);
  if (!photo) throw new Error('insertFacilityPhoto: no row');
  return photo;
}

/** Deletes the facility's photo; the deleted photo, or undefined when the facility has no such photo. */
export async function deleteFacilityPhoto(db: Database, facilityId: string, photoId: number) {
  const [photo] = await db
    .delete(facilityPhotos)
    .where(and(eq(facilityPhotos.id, photoId), eq(facilityPhotos.facilityId, facilityId)))
    .returning(photoColumns);
  return photo;
}
