import {
  MAX_SAVED_LISTINGS,
  type SavedListing,
  type SavedListingKind,
  type SavedListingList,
} from '@carefinder/contracts';
import type { Database } from '@carefinder/db';
import { placeLabel, presentPlace, type PlaceRow } from '../../lib/place.ts';
import { HttpProblem } from '../../lib/problem.ts';
import { isUuid } from '../../lib/uuid.ts';
import {
  countSavedListings,
  deleteSaved,
  findSavedListings,
  insertSaved,
  isSaved,
  listingExists,
} from './repository.ts';

const placeText = (row: Omit<PlaceRow, 'address' | 'latitude' | 'longitude'>) =>
  placeLabel(presentPlace({ ...row, address: null, latitude: null, longitude: null }));

/** Every listing the user saved, facilities and providers together, newest first. */
export async function listSaved(db: Database, userId: string): Promise<SavedListingList> {
  const { facilityRows, providerRows } = await findSavedListings(db, userId);
  const items: SavedListing[] = [
    ...facilityRows.map((row) => ({
      kind: 'facilities' as const,
      id: row.id,
      name: row.name,
      place: placeText(row),
      status: row.status,
      savedAt: row.savedAt.toISOString(),
    })),
    ...providerRows.map((row) => ({
      kind: 'providers' as const,
      id: row.id,
      name: [row.title, row.name].filter(Boolean).join(' '),
      place: placeText(row),
      status: row.status,
      savedAt: row.savedAt.toISOString(),
    })),
  ];
  return { items: items.sort((a, b) => b.savedAt.localeCompare(a.savedAt)) };
}

async function assertListing(db: Database, kind: SavedListingKind, id: string) {
  if (!isUuid(id) || !(await listingExists(db, kind, id)))
    throw new HttpProblem(404, `No ${kind === 'facilities' ? 'facility' : 'provider'} has this id.`);
}

/** Whether the user saved the listing: 404 when not (or when there is no such listing). */
export async function assertSaved(db: Database, userId: string, kind: SavedListingKind, id: string) {
  if (!isUuid(id) || !(await isSaved(db, userId, kind, id)))
    throw new HttpProblem(404, 'You have not saved this listing.');
}

/** Saves a listing for the user (again: nothing changes), up to MAX_SAVED_LISTINGS. */
export async function saveListing(db: Database, userId: string, kind: SavedListingKind, id: string) {
  await assertListing(db, kind, id);
  if (await isSaved(db, userId, kind, id)) return;
  if ((await countSavedListings(db, userId)) >= MAX_SAVED_LISTINGS)
    throw new HttpProblem(
      409,
      `You have saved ${MAX_SAVED_LISTINGS} listings, the most one account keeps. Remove some first.`,
    );
  await insertSaved(db, userId, kind, id);
}

/** Forgets a saved listing (not saved: nothing changes). */
export async function unsaveListing(db: Database, userId: string, kind: SavedListingKind, id: string) {
  if (isUuid(id)) await deleteSaved(db, userId, kind, id);
}
