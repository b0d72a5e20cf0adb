import { and, desc, eq, sql } from 'drizzle-orm';
import { queryRows, schema, type Database } from '@carefinder/db';

const { facilityClosures, lgas, states, taxonomyTerms } = schema;

/** A closure with the names of its state, LGA and facility type. */
export interface ClosureRow {
  id: number;
  stateAlias: string;
  stateName: string;
  lgaSlug: string | null;
  lgaName: string | null;
  ownership: (typeof facilityClosures.$inferSelect)['ownership'];
  typeSlug: string | null;
  typeName: string | null;
  from: string;
  to: string;
  reason: string;
  facilityCount: number;
  createdAt: Date;
}

const columns = {
  id: facilityClosures.id,
  stateAlias: states.alias,
  stateName: states.name,
  lgaSlug: lgas.slug,
  lgaName: lgas.name,
  ownership: facilityClosures.ownership,
  typeSlug: taxonomyTerms.slug,
  typeName: taxonomyTerms.name,
  from: facilityClosures.startsOn,
  to: facilityClosures.endsOn,
  reason: facilityClosures.reason,
  facilityCount: facilityClosures.facilityCount,
  createdAt: facilityClosures.createdAt,
};

const withNames = (db: Database) =>
  db
    .select(columns)
    .from(facilityClosures)
    .innerJoin(states, eq(states.id, facilityClosures.stateId))
    .leftJoin(lgas, eq(lgas.id, facilityClosures.lgaId))
    .leftJoin(taxonomyTerms, eq(taxonomyTerms.id, facilityClosures.facilityTypeId));

/** The latest closures first. */
export const listClosureRows = (db: Database, limit: number): Promise<ClosureRow[]> =>
  withNames(db).orderBy(desc(facilityClosures.createdAt), desc(facilityClosures.id)).limit(limit);

/** One closure; `lock` holds it until the transaction ends. */
export async function findClosureRow(
  db: Database,
  id: number,
  { lock = false }: { lock?: boolean } = {},
): Promise<ClosureRow | undefined> {
  const query = withNames(db).where(eq(facilityClosures.id, id));
  const [row] = await (lock ? query.for('update', { of: facilityClosures }) : query);
  return row;
}

/** The ids a closure's filters name: its state, an LGA of it and a facility type, where given. */
export async function findClosurePlaces(
  db: Database,
  { state, lga, facilityType }: { state: string; lga: string | null; facilityType: string | null },
) {
  const [found] = await queryRows<{
    stateId: number | null;
    lgaId: number | null;
    facilityTypeId: number | null;
  }>(
    db,
    sql`select
          (select id from states where alias = ${state}) as "stateId",
          (select l.id from lgas l join states s on s.id = l.state_id
            where s.alias = ${state} and l.slug = ${lga ?? ''}) as "lgaId",
          (select id from taxonomy_terms where kind = 'facility-types' and slug = ${facilityType ?? ''}) as "facilityTypeId"`,
  );
  return found ?? { stateId: null, lgaId: null, facilityTypeId: null };
}

export async function insertClosure(
  db: Database,
  values: typeof facilityClosures.$inferInsert,
): Promise<number> {
  const [row] = await db.insert(facilityClosures).values(values).returning({ id: facilityClosures.id });
  if (!row) throw new Error('insert into facility_closures returned no row');
  return row.id;
}

export async function updateClosure(
  db: Database,
  id: number,
  values: Partial<typeof facilityClosures.$inferInsert>,
) {
  await db
    .update(facilityClosures)
    .set(values)
    .where(and(eq(facilityClosures.id, id)));
}

/** Deletes the closure and, by the foreign key, every exception it made. */
export async function deleteClosure(db: Database, id: number) {
  await db.delete(facilityClosures).where(eq(facilityClosures.id, id));
}
