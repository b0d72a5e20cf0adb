import { and, asc, count, desc, eq, inArray, isNull, notInArray, or, sql } from 'drizzle-orm';
import { placeNameColumns, queryRows, schema, type Database } from '@carefinder/db';

const {
  facilities,
  facilityDuplicateFlags: flags,
  facilityMemberships,
  facilityPhotos,
  lgas,
  openingHours,
  providerFacilities,
  reviewReports,
  reviewVotes,
  reviews,
  states,
  taxonomyTerms,
  users,
} = schema;

export type FacilityRow = typeof facilities.$inferSelect;
export type FacilityChanges = Partial<Omit<typeof facilities.$inferInsert, 'id'>>;
export type FlagRow = typeof flags.$inferSelect;

// --- Reads ---

/** A page of the open flags, newest first (ties by id, so pages are stable). */
export async function findOpenFlags(db: Database, { limit, offset }: { limit: number; offset: number }) {
  const open = isNull(flags.resolvedAt);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(flags)
      .where(open)
      .orderBy(desc(flags.createdAt), desc(flags.id))
      .limit(limit)
      .offset(offset),
    db.select({ value: count() }).from(flags).where(open),
  ]);
  return { rows, total: total?.value ?? 0 };
}

/** The facilities of the flags as the comparison shows them: type and place names joined. */
export async function findFacilitySummaries(db: Database, ids: readonly string[]) {
  if (!ids.length) return [];
  return db
    .select({
      id: facilities.id,
      name: facilities.name,
      typeSlug: taxonomyTerms.slug,
      typeName: taxonomyTerms.name,
      ...placeNameColumns,
      ward: facilities.ward,
      address: facilities.address,
      latitude: facilities.latitude,
      longitude: facilities.longitude,
      nhfrCode: facilities.nhfrCode,
      phones: facilities.phones,
      reviewsCount: facilities.reviewsCount,
      status: facilities.status,
    })
    .from(facilities)
    .leftJoin(taxonomyTerms, eq(taxonomyTerms.id, facilities.facilityTypeId))
    .leftJoin(states, eq(states.id, facilities.stateId))
    .leftJoin(lgas, eq(lgas.id, facilities.lgaId))
    .where(inArray(facilities.id, [...ids]));
}

export async function findFlag(db: Database, id: number): Promise<FlagRow | undefined> {
  const [row] = await db.select().from(flags).where(eq(flags.id, id));
  return row;
}

/** Where a merged facility leads; null for any other facility (or none). */
export async function findMergedInto(db: Database, facilityId: string): Promise<string | null> {
  const [row] = await db
    .select({ mergedIntoId: facilities.mergedIntoId })
    .from(facilities)
    .where(eq(facilities.id, facilityId));
  return row?.mergedIntoId ?? null;
}

// --- Locks (inside the write's transaction) ---

/**
 * The facilities, locked `for update` until the transaction ends, in id order (two merges sharing a facility
 * take turns instead of deadlocking). `for update`, not `for no key update`: it also holds back the rows
 * other writes would link to them meanwhile (a review, a photo, a membership), which must not land on the
 * facility being merged away.
 */
export async function lockFacilities(db: Database, ids: readonly string[]): Promise<FacilityRow[]> {
  return db
    .select()
    .from(facilities)
    .where(inArray(facilities.id, [...ids]))
    .orderBy(asc(facilities.id))
    .for('update');
}

export async function lockFlag(db: Database, id: number): Promise<FlagRow | undefined> {
  const [row] = await db.select().from(flags).where(eq(flags.id, id)).for('update');
  return row;
}

// --- Writes ---

export async function resolveFlag(db: Database, id: number, at: Date): Promise<void> {
  await db.update(flags).set({ resolvedAt: at }).where(eq(flags.id, id));
}

/** Resolves every open flag naming the facility; answers their ids. */
export async function resolveFlagsOf(db: Database, facilityId: string, at: Date): Promise<number[]> {
  const rows = await db
    .update(flags)
    .set({ resolvedAt: at })
    .where(
      and(
        isNull(flags.resolvedAt),
        or(eq(flags.facilityId, facilityId), eq(flags.duplicateOfId, facilityId)),
      ),
    )
    .returning({ id: flags.id });
  return rows.map((row) => row.id).sort((a, b) => a - b);
}

export async function updateFacility(db: Database, id: string, changes: FacilityChanges): Promise<void> {
  await db.update(facilities).set(changes).where(eq(facilities.id, id));
}

/** Facilities merged earlier into `from` now lead to `to`: a redirect never points at another redirect. */
export async function repointMerged(db: Database, from: string, to: string, at: Date): Promise<number> {
  const rows = await db
    .update(facilities)
    .set({ mergedIntoId: to, updatedAt: at })
    .where(eq(facilities.mergedIntoId, from))
    .returning({ id: facilities.id });
  return rows.length;
}

/**
 * Reviews by one author of both facilities: each pair, and whether the one on the merged facility is the
 * newer (last written or edited later; then created later; then by id, so the answer is never a tie).
 */
export async function findSharedAuthorReviews(db: Database, keptId: string, mergedId: string) {
  return queryRows<{ keptReviewId: string; mergedReviewId: string; mergedIsNewer: boolean }>(
    db,
    sql`select k.id as "keptReviewId", m.id as "mergedReviewId",
          (m.updated_at, m.created_at, m.id) > (k.updated_at, k.created_at, k.id) as "mergedIsNewer"
        from reviews k join reviews m on m.author_id = k.author_id
        where k.facility_id = ${keptId} and m.facility_id = ${mergedId}
        order by k.id`,
  );
}

export interface TakenOutReviews {
  rows: (typeof reviews.$inferSelect)[];
  votes: (typeof reviewVotes.$inferSelect)[];
  reports: (typeof reviewReports.$inferSelect)[];
}

/**
 * Takes reviews out of the table with their votes and reports, to put them back (same ids, same rows) on
 * another facility once the author's other review has left it: one review per author per facility holds at
 * every statement, so two reviews cannot trade places in one update.
 */
export async function takeOutReviews(db: Database, ids: readonly string[]): Promise<TakenOutReviews> {
  if (!ids.length) return { rows: [], votes: [], reports: [] };
  const [rows, votes, reports] = await Promise.all([
    db
      .select()
      .from(reviews)
      .where(inArray(reviews.id, [...ids])),
    db
      .select()
      .from(reviewVotes)
      .where(inArray(reviewVotes.reviewId, [...ids])),
    db
      .select()
      .from(reviewReports)
      .where(inArray(reviewReports.reviewId, [...ids])),
  ]);
  await db.delete(reviews).where(inArray(reviews.id, [...ids]));
  return { rows, votes, reports };
}

export async function putBackReviews(db: Database, taken: TakenOutReviews, facilityId: string) {
  if (!taken.rows.length) return;
  await db.insert(reviews).values(taken.rows.map((row) => ({ ...row, facilityId })));
  if (taken.votes.length) await db.insert(reviewVotes).values(taken.votes);
  if (taken.reports.length) await db.insert(reviewReports).values(taken.reports);
}

/** Moves the facility's reviews, but those named in `except`; votes and reports follow (by review id). */
export async function moveReviews(db: Database, from: string, to: string, except: readonly string[]) {
  const rows = await db
    .update(reviews)
    .set({ facilityId: to })
    .where(and(eq(reviews.facilityId, from), except.length ? notInArray(reviews.id, [...except]) : undefined))
    .returning({ id: reviews.id });
  return rows.length;
}

/** averageRating and reviewsCount of each facility from its published reviews. */
export async function recomputeRatings(db: Database, ids: readonly string[]) {
  return db
    .update(facilities)
    .set({
      averageRating: sql`(select avg(r.rating)::float8 from reviews r
        where r.facility_id = facilities.id and r.status = 'published')`,
      reviewsCount: sql`(select count(*)::int from reviews r
        where r.facility_id = facilities.id and r.status = 'published')`,
    })
    .where(inArray(facilities.id, [...ids]))
    .returning({
      id: facilities.id,
      averageRating: facilities.averageRating,
      reviewsCount: facilities.reviewsCount,
    });
}

/** Photos move after the kept facility's own, in their order. */
export async function movePhotos(db: Database, from: string, to: string): Promise<number> {
  const rows = await db
    .update(facilityPhotos)
    .set({
      facilityId: to,
      position: sql`${facilityPhotos.position} + (select coalesce(max(p.position) + 1, 0)
        from facility_photos p where p.facility_id = ${to})`,
    })
    .where(eq(facilityPhotos.facilityId, from))
    .returning({ id: facilityPhotos.id });
  return rows.length;
}

/** Members of the merged facility become members of the kept one (once each); answers how many moved. */
export async function moveMemberships(db: Database, from: string, to: string): Promise<number> {
  await db.execute(sql`
    insert into facility_memberships (user_id, facility_id, created_at)
    select user_id, ${to}::uuid, created_at from facility_memberships where facility_id = ${from}
    on conflict do nothing`);
  const rows = await db
    .delete(facilityMemberships)
    .where(eq(facilityMemberships.facilityId, from))
    .returning({ userId: facilityMemberships.userId });
  return rows.length;
}

/** Users working on the merged facility now work on the kept one. */
export async function moveActiveFacilities(db: Database, from: string, to: string): Promise<number> {
  const rows = await db
    .update(users)
    .set({ activeFacilityId: to })
    .where(eq(users.activeFacilityId, from))
    .returning({ id: users.id });
  return rows.length;
}

export async function moveProviders(db: Database, from: string, to: string): Promise<number> {
  await db.execute(sql`
    insert into provider_facilities (provider_id, facility_id)
    select provider_id, ${to}::uuid from provider_facilities where facility_id = ${from}
    on conflict do nothing`);
  const rows = await db
    .delete(providerFacilities)
    .where(eq(providerFacilities.facilityId, from))
    .returning({ providerId: providerFacilities.providerId });
  return rows.length;
}

/** The kept facility gains the terms it lacks (the merged one keeps its own, as a record); answers how many. */
export async function copyMissingTerms(db: Database, from: string, to: string): Promise<number> {
  const rows = await queryRows<{ termId: number }>(
    db,
    sql`insert into facility_terms (facility_id, term_id)
        select ${to}::uuid, term_id from facility_terms where facility_id = ${from}
        on conflict do nothing
        returning term_id as "termId"`,
  );
  return rows.length;
}

/** Copies the merged facility's opening hours when the kept one has none; answers whether it did. */
export async function copyOpeningHoursIfNone(db: Database, from: string, to: string): Promise<boolean> {
  const [existing] = await db
    .select({ value: count() })
    .from(openingHours)
    .where(eq(openingHours.facilityId, to));
  if (existing?.value) return false;
  const rows = await queryRows<{ day: string }>(
    db,
    sql`insert into opening_hours (facility_id, day, open, close, is_always_open, is_closed)
        select ${to}::uuid, day, open, close, is_always_open, is_closed from opening_hours where facility_id = ${from}
        returning day`,
  );
  return rows.length > 0;
}
