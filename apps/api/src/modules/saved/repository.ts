import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { SavedListingKind } from '@carefinder/contracts';
import { placeNameColumns, schema, type Database } from '@carefinder/db';

const { facilities, lgas, providers, savedFacilities, savedProviders, states } = schema;

/** The user's saved facilities and providers with what the dashboard shows of them, newest first. */
export async function findSavedListings(db: Database, userId: string) {
  const [facilityRows, providerRows] = await Promise.all([
    db
      .select({
        id: facilities.id,
        name: facilities.name,
        status: facilities.status,
        savedAt: savedFacilities.savedAt,
        ...placeNameColumns,
      })
      .from(savedFacilities)
      .innerJoin(facilities, eq(facilities.id, savedFacilities.facilityId))
      .leftJoin(states, eq(states.id, facilities.stateId))
      .leftJoin(lgas, eq(lgas.id, facilities.lgaId))
      .where(eq(savedFacilities.userId, userId))
      .orderBy(desc(savedFacilities.savedAt)),
    db
      .select({
        id: providers.id,
        name: sql<string>`${providers.firstName} || ' ' || ${providers.lastName}`,
        title: providers.title,
        status: providers.status,
        savedAt: savedProviders.savedAt,
        ...placeNameColumns,
      })
      .from(savedProviders)
      .innerJoin(providers, eq(providers.id, savedProviders.providerId))
      .leftJoin(states, eq(states.id, providers.stateId))
      .leftJoin(lgas, eq(lgas.id, providers.lgaId))
      .where(eq(savedProviders.userId, userId))
      .orderBy(desc(savedProviders.savedAt)),
  ]);
  return { facilityRows, providerRows };
}

/** How many listings the user has saved. */
export async function countSavedListings(db: Database, userId: string): Promise<number> {
  const [[facilityCount], [providerCount]] = await Promise.all([
    db.select({ n: count() }).from(savedFacilities).where(eq(savedFacilities.userId, userId)),
    db.select({ n: count() }).from(savedProviders).where(eq(savedProviders.userId, userId)),
  ]);
  return (facilityCount?.n ?? 0) + (providerCount?.n ?? 0);
}

/** Whether the listing exists (saved or not). */
export async function listingExists(db: Database, kind: SavedListingKind, id: string): Promise<boolean> {
  const table = kind === 'facilities' ? facilities : providers;
  const [row] = await db.select({ id: table.id }).from(table).where(eq(table.id, id));
  return row !== undefined;
}

export async function isSaved(db: Database, userId: string, kind: SavedListingKind, id: string) {
  const [row] =
    kind === 'facilities'
      ? await db
          .select({ id: savedFacilities.facilityId })
          .from(savedFacilities)
          .where(and(eq(savedFacilities.userId, userId), eq(savedFacilities.facilityId, id)))
      : await db
          .select({ id: savedProviders.providerId })
          .from(savedProviders)
          .where(and(eq(savedProviders.userId, userId), eq(savedProviders.providerId, id)));
  return row !== undefined;
}

/** Saves the listing for the user; saving it again changes nothing. */
export async function insertSaved(db: Database, userId: string, kind: SavedListingKind, id: string) {
  if (kind === 'facilities')
    await db.insert(savedFacilities).values({ userId, facilityId: id }).onConflictDoNothing();
  else await db.insert(savedProviders).values({ userId, providerId: id }).onConflictDoNothing();
}

export async function deleteSaved(db: Database, userId: string, kind: SavedListingKind, id: string) {
  if (kind === 'facilities')
    await db
      .delete(savedFacilities)
      .where(and(eq(savedFacilities.userId, userId), eq(savedFacilities.facilityId, id)));
  else
    await db
      .delete(savedProviders)
      .where(and(eq(savedProviders.userId, userId), eq(savedProviders.providerId, id)));
}
