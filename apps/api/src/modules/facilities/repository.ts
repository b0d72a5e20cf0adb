import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type {
  AdminListingQuery,
  AdminListingSort,
  FacilityOwnership,
  HoursException,
  OpeningHoursEntry,
  ReadinessConfirmer,
  TaxonomyKind,
} from '@carefinder/contracts';
import { alphabetical, containing, type Database, placeNameColumns, queryRows, schema } from '@carefinder/db';

const {
  facilities,
  facilityMemberships,
  facilityReadiness,
  facilityTerms,
  hoursExceptions,
  lgas,
  openingHours,
  states,
  taxonomySlugAliases,
  taxonomyTerms,
} = schema;

/** One facility with its type, the names of its state and LGA, and whether it has a team. */
export async function findFacilityRow(db: Database, id: string) {
  const [row] = await db
    .select({
      facility: facilities,
      typeSlug: taxonomyTerms.slug,
      typeName: taxonomyTerms.name,
      ...placeNameColumns,
      managed: sql<boolean>`exists (select 1 from ${facilityMemberships} where ${facilityMemberships.facilityId} = ${facilities.id})`,
    })
    .from(facilities)
    .leftJoin(taxonomyTerms, eq(taxonomyTerms.id, facilities.facilityTypeId))
    .leftJoin(states, eq(states.id, facilities.stateId))
    .leftJoin(lgas, eq(lgas.id, facilities.lgaId))
    .where(eq(facilities.id, id));
  return row;
}

/** Spec §3 entries, Sunday first (the weekday enum's order). */
export async function findOpeningHours(db: Database, facilityId: string) {
  return db
    .select({
      day: openingHours.day,
      open: openingHours.open,
      close: openingHours.close,
      isAlwaysOpen: openingHours.isAlwaysOpen,
      isClosed: openingHours.isClosed,
    })
    .from(openingHours)
    .where(eq(openingHours.facilityId, facilityId))
    .orderBy(asc(openingHours.day));
}

/** The facility's dated hours, by first day. */
export async function findHoursExceptions(db: Database, facilityId: string): Promise<HoursException[]> {
  return db
    .select({
      from: hoursExceptions.startsOn,
      to: hoursExceptions.endsOn,
      isClosed: hoursExceptions.isClosed,
      open: hoursExceptions.open,
      close: hoursExceptions.close,
      reason: hoursExceptions.reason,
    })
    .from(hoursExceptions)
    .where(eq(hoursExceptions.facilityId, facilityId))
    .orderBy(asc(hoursExceptions.startsOn));
}

/** Whether the facility exists, and whether the user belongs to it. */
export async function findFacilityMembership(db: Database, userId: string, facilityId: string) {
  const [facility] = await db
    .select({ id: facilities.id, memberId: facilityMemberships.userId })
    .from(facilities)
    .leftJoin(
      facilityMemberships,
      and(eq(facilityMemberships.facilityId, facilities.id), eq(facilityMemberships.userId, userId)),
    )
    .where(eq(facilities.id, facilityId));
  return facility
    ? { exists: true, isMember: facility.memberId !== null }
    : { exists: false, isMember: false };
}

/** Adds the user to the facility's team; false when they already belonged to it. */
export async function insertMembership(db: Database, userId: string, facilityId: string): Promise<boolean> {
  const rows = await db
    .insert(facilityMemberships)
    .values({ userId, facilityId })
    .onConflictDoNothing()
    .returning({ userId: facilityMemberships.userId });
  return rows.length > 0;
}

// --- Writes (ADMIN) ---

export type FacilityRow = typeof facilities.$inferSelect;
export type FacilityValues = Omit<typeof facilities.$inferInsert, 'id'>;

/**
 * The facility, locked until the transaction ends, so two writes to it take turns. `no key update`: the
 * links other writes insert meanwhile (a provider's affiliation) only need the key to stay, so they do not wait.
 */
export async function lockFacility(db: Database, id: string): Promise<FacilityRow | undefined> {
  const [row] = await db.select().from(facilities).where(eq(facilities.id, id)).for('no key update');
  return row;
}

export async function insertFacility(db: Database, values: FacilityValues): Promise<FacilityRow> {
  const [row] = await db.insert(facilities).values(values).returning();
  if (!row) throw new Error('insert into facilities returned no row');
  return row;
}

export async function updateFacility(db: Database, id: string, values: Partial<FacilityValues>) {
  await db.update(facilities).set(values).where(eq(facilities.id, id));
}

/** Replaces the facility's opening hours with `entries` (one per day). */
export async function replaceOpeningHours(
  db: Database,
  facilityId: string,
  entries: readonly OpeningHoursEntry[],
) {
  await db.delete(openingHours).where(eq(openingHours.facilityId, facilityId));
  if (entries.length)
    await db.insert(openingHours).values(entries.map((entry) => ({ facilityId, ...entry })));
}

/** The facility's readiness, by capability name: each fact with its day, source and who confirmed it. */
export async function findReadiness(db: Database, facilityId: string) {
  return db
    .select({
      slug: taxonomyTerms.slug,
      name: taxonomyTerms.name,
      confirmedAt: facilityReadiness.confirmedAt,
      source: facilityReadiness.source,
      confirmedBy: facilityReadiness.confirmedBy,
    })
    .from(facilityReadiness)
    .innerJoin(taxonomyTerms, eq(taxonomyTerms.id, facilityReadiness.capabilityId))
    .where(eq(facilityReadiness.facilityId, facilityId))
    .orderBy(alphabetical(taxonomyTerms.name));
}

/**
 * Makes the facility's readiness these facts: the others are removed; a fact whose day or source changes is
 * credited to `confirmedBy`, one sent unchanged keeps who confirmed it.
 */
export async function replaceReadiness(
  db: Database,
  facilityId: string,
  facts: readonly ReadinessFactRow[],
  confirmedBy: ReadinessConfirmer,
) {
  const kept = facts.map((fact) => fact.capabilityId);
  await db
    .delete(facilityReadiness)
    .where(
      and(
        eq(facilityReadiness.facilityId, facilityId),
        kept.length
          ? sql`${facilityReadiness.capabilityId} <> all(${`{${kept.join(',')}}`}::int[])`
          : undefined,
      ),
    );
  await upsertReadiness(db, facilityId, facts, confirmedBy);
}

type ReadinessFactRow = { capabilityId: number; confirmedAt: string; source: string };

/** Writes these facts of the facility, leaving its others; one sent unchanged keeps who confirmed it. */
export async function upsertReadiness(
  db: Database,
  facilityId: string,
  facts: readonly ReadinessFactRow[],
  confirmedBy: ReadinessConfirmer,
) {
  if (!facts.length) return;
  await db
    .insert(facilityReadiness)
    .values(facts.map((fact) => ({ facilityId, ...fact, confirmedBy })))
    .onConflictDoUpdate({
      target: [facilityReadiness.facilityId, facilityReadiness.capabilityId],
      set: {
        confirmedAt: sql`excluded.confirmed_at`,
        source: sql`excluded.source`,
        confirmedBy: sql`excluded.confirmed_by`,
      },
      // A fact sent unchanged is not written: it keeps who confirmed it.
      setWhere: sql`(${facilityReadiness.confirmedAt}, ${facilityReadiness.source})
        is distinct from (excluded.confirmed_at, excluded.source)`,
    });
}

/** The facilities these ids and NHFR codes name, by the id or code given. */
export async function findFacilitiesByIdOrCode(
  db: Database,
  { ids, codes }: { ids: readonly string[]; codes: readonly string[] },
) {
  const columns = { id: facilities.id, name: facilities.name, nhfrCode: facilities.nhfrCode };
  const [byId, byCode] = await Promise.all([
    ids.length
      ? db
          .select(columns)
          .from(facilities)
          .where(inArray(facilities.id, [...ids]))
      : [],
    codes.length
      ? db
          .select(columns)
          .from(facilities)
          .where(inArray(facilities.nhfrCode, [...codes]))
      : [],
  ]);
  return new Map([
    ...byId.map(({ id, name }) => [id, { id, name }] as const),
    ...byCode.map(({ id, name, nhfrCode }) => [nhfrCode ?? '', { id, name }] as const),
  ]);
}

/** The readiness facts these facilities hold, by facility id and capability id. */
export async function findReadinessOf(db: Database, facilityIds: readonly string[]) {
  const facts = new Map<string, Map<number, { confirmedAt: string; source: string }>>();
  if (!facilityIds.length) return facts;
  const rows = await db
    .select({
      facilityId: facilityReadiness.facilityId,
      capabilityId: facilityReadiness.capabilityId,
      confirmedAt: facilityReadiness.confirmedAt,
      source: facilityReadiness.source,
    })
    .from(facilityReadiness)
    .where(inArray(facilityReadiness.facilityId, [...facilityIds]));
  for (const { facilityId, capabilityId, ...fact } of rows) {
    const held = facts.get(facilityId) ?? new Map();
    held.set(capabilityId, fact);
    facts.set(facilityId, held);
  }
  return facts;
}

const sameDays = (exception: { from: string; to: string; isClosed: boolean; reason: string }) =>
  [exception.from, exception.to, exception.isClosed, exception.reason].join('|');

/**
 * Replaces the facility's dated hours with `exceptions`; one sent unchanged stays part of the ADMIN's
 * closure that made it, so deleting the closure still removes it.
 */
export async function replaceHoursExceptions(
  db: Database,
  facilityId: string,
  exceptions: readonly HoursException[],
) {
  const before = await db
    .delete(hoursExceptions)
    .where(eq(hoursExceptions.facilityId, facilityId))
    .returning({
      from: hoursExceptions.startsOn,
      to: hoursExceptions.endsOn,
      isClosed: hoursExceptions.isClosed,
      reason: hoursExceptions.reason,
      closureId: hoursExceptions.closureId,
    });
  const closures = new Map(before.map((row) => [sameDays(row), row.closureId]));
  if (exceptions.length)
    await db.insert(hoursExceptions).values(
      exceptions.map(({ from, to, ...exception }) => ({
        facilityId,
        startsOn: from,
        endsOn: to,
        ...exception,
        closureId: closures.get(sameDays({ from, to, ...exception })) ?? null,
      })),
    );
}

/** Which active facilities a closure of many takes in: a state's, narrowed by LGA, ownership and type. */
export interface FacilitiesToClose {
  stateId: number;
  lgaId: number | null;
  ownership: FacilityOwnership | null;
  facilityTypeId: number | null;
}

/**
 * Closes every facility matching on the days, as part of closure `closure.id`, but those that have dated
 * hours on any of them; answers how many it closed.
 */
export async function insertClosureExceptions(
  db: Database,
  match: FacilitiesToClose,
  closure: { id: number; from: string; to: string; reason: string },
): Promise<number> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`insert into hours_exceptions (facility_id, starts_on, ends_on, is_closed, reason, closure_id)
        select f.id, ${closure.from}::date, ${closure.to}::date, true, ${closure.reason}, ${closure.id}
        from facilities f
        where f.status = 'active' and f.state_id = ${match.stateId}
          ${match.lgaId === null ? sql`` : sql`and f.lga_id = ${match.lgaId}`}
          ${match.ownership === null ? sql`` : sql`and f.ownership = ${match.ownership}`}
          ${match.facilityTypeId === null ? sql`` : sql`and f.facility_type_id = ${match.facilityTypeId}`}
          and not exists (select 1 from hours_exceptions x where x.facility_id = f.id
            and x.starts_on <= ${closure.to}::date and ${closure.from}::date <= x.ends_on)
        returning id`,
  );
  return rows.length;
}

/** The reason every exception of the closure gives. */
export async function renameClosureExceptions(db: Database, closureId: number, reason: string) {
  await db.update(hoursExceptions).set({ reason }).where(eq(hoursExceptions.closureId, closureId));
}

/** The terms (services, specialties, insurance, awards) the facility carries, with their kinds. */
export async function findFacilityTermLinks(
  db: Database,
  facilityId: string,
): Promise<{ id: number; kind: TaxonomyKind }[]> {
  return db
    .select({ id: facilityTerms.termId, kind: taxonomyTerms.kind })
    .from(facilityTerms)
    .innerJoin(taxonomyTerms, eq(taxonomyTerms.id, facilityTerms.termId))
    .where(eq(facilityTerms.facilityId, facilityId));
}

/** Links and unlinks terms; the search index triggers rewrite the facility's document in the same transaction. */
export async function changeFacilityTerms(
  db: Database,
  facilityId: string,
  { add, remove }: { add: readonly number[]; remove: readonly number[] },
) {
  if (remove.length)
    await db
      .delete(facilityTerms)
      .where(and(eq(facilityTerms.facilityId, facilityId), inArray(facilityTerms.termId, [...remove])));
  if (add.length)
    await db
      .insert(facilityTerms)
      .values(add.map((termId) => ({ facilityId, termId })))
      .onConflictDoNothing();
}

// --- References of a listing write (terms by slug, places by alias and slug), for facilities and providers ---

export interface TermReferenceRow {
  kind: TaxonomyKind;
  /** The slug asked for: the entry's own, or an old one kept as an alias. */
  askedSlug: string;
  id: number;
  slug: string;
  name: string;
}

/** The entries the (kind, slug) pairs name, by their slug or by an old slug kept after a rename. */
export async function findTermsBySlug(
  db: Database,
  references: readonly { kind: TaxonomyKind; slug: string }[],
): Promise<TermReferenceRow[]> {
  if (!references.length) return [];
  const kinds = [...new Set(references.map((reference) => reference.kind))];
  const slugs = [...new Set(references.map((reference) => reference.slug))];
  const [own, aliased] = await Promise.all([
    db
      .select({
        kind: taxonomyTerms.kind,
        askedSlug: taxonomyTerms.slug,
        id: taxonomyTerms.id,
        slug: taxonomyTerms.slug,
        name: taxonomyTerms.name,
      })
      .from(taxonomyTerms)
      .where(and(inArray(taxonomyTerms.kind, kinds), inArray(taxonomyTerms.slug, slugs))),
    db
      .select({
        kind: taxonomySlugAliases.kind,
        askedSlug: taxonomySlugAliases.slug,
        id: taxonomyTerms.id,
        slug: taxonomyTerms.slug,
        name: taxonomyTerms.name,
      })
      .from(taxonomySlugAliases)
      .innerJoin(taxonomyTerms, eq(taxonomyTerms.id, taxonomySlugAliases.termId))
      .where(and(inArray(taxonomySlugAliases.kind, kinds), inArray(taxonomySlugAliases.slug, slugs))),
  ]);
  return [...own, ...aliased];
}

export async function findStateByAlias(db: Database, alias: string) {
  const [state] = await db
    .select({ id: states.id, alias: states.alias })
    .from(states)
    .where(eq(states.alias, alias));
  return state;
}

export async function findLgaOfState(db: Database, stateId: number, slug: string) {
  const [lga] = await db
    .select({ id: lgas.id, slug: lgas.slug })
    .from(lgas)
    .where(and(eq(lgas.stateId, stateId), eq(lgas.slug, slug)));
  return lga;
}

// --- The admin table (GET /api/admin/facilities) ---

/** `text` as a LIKE pattern matching it anywhere, its wildcards taken literally. */

const ADMIN_ORDER = {
  name: () => [alphabetical(facilities.name), asc(facilities.id)],
  updated: () => [desc(facilities.updatedAt), asc(facilities.id)],
  rating: () => [
    sql`${facilities.averageRating} desc nulls last`,
    desc(facilities.reviewsCount),
    alphabetical(facilities.name),
    asc(facilities.id),
  ],
} satisfies Record<AdminListingSort, () => SQL[]>;

/**
 * A page of facilities of any status: `q` within the name or the NHFR code (case ignored), by status and
 * state, with the page's rows and the count of all that match. On the unindexed name and code, a scan of the
 * table: fine for an admin table at registry size (one in a few seconds, not a search per keystroke).
 */
export async function findFacilitiesPage(
  db: Database,
  { q, status, state, sort, page, pageSize }: AdminListingQuery,
) {
  const where = and(
    q ? or(ilike(facilities.name, containing(q)), ilike(facilities.nhfrCode, containing(q))) : undefined,
    status === 'all' ? undefined : eq(facilities.status, status),
    state === undefined ? undefined : eq(states.alias, state),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: facilities.id,
        name: facilities.name,
        nhfrCode: facilities.nhfrCode,
        status: facilities.status,
        averageRating: facilities.averageRating,
        reviewsCount: facilities.reviewsCount,
        isDemo: facilities.isDemo,
        updatedAt: facilities.updatedAt,
        typeSlug: taxonomyTerms.slug,
        typeName: taxonomyTerms.name,
        ...placeNameColumns,
      })
      .from(facilities)
      .leftJoin(taxonomyTerms, eq(taxonomyTerms.id, facilities.facilityTypeId))
      .leftJoin(states, eq(states.id, facilities.stateId))
      .leftJoin(lgas, eq(lgas.id, facilities.lgaId))
      .where(where)
      .orderBy(...ADMIN_ORDER[sort]())
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db
      .select({ value: count() })
      .from(facilities)
      .leftJoin(states, eq(states.id, facilities.stateId))
      .where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}
