import { and, asc, count, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { schema, type Database } from '@carefinder/db';

const { facilities, lgas, states } = schema;

const stateColumns = {
  id: states.id,
  name: states.name,
  alias: states.alias,
  capital: states.capital,
  capitalLatitude: states.capitalLatitude,
  capitalLongitude: states.capitalLongitude,
};

export async function listStates(db: Database) {
  return db
    .select({ ...stateColumns, lgaCount: count(lgas.id) })
    .from(states)
    .leftJoin(lgas, eq(lgas.stateId, states.id))
    .groupBy(states.id)
    .orderBy(asc(states.name));
}

export async function findStateByAlias(db: Database, alias: string) {
  const [state] = await db
    .select({ ...stateColumns, lgaCount: count(lgas.id) })
    .from(states)
    .leftJoin(lgas, eq(lgas.stateId, states.id))
    .where(eq(states.alias, alias))
    .groupBy(states.id);
  return state;
}

/** The state's LGAs by name, each with the mean position of its active facilities (null without any). */
export async function listLgasOfState(db: Database, stateId: number) {
  const positions = db
    .select({
      lgaId: facilities.lgaId,
      latitude: sql<number>`avg(${facilities.latitude})`.as('centre_latitude'),
      longitude: sql<number>`avg(${facilities.longitude})`.as('centre_longitude'),
    })
    .from(facilities)
    .where(
      and(
        eq(facilities.stateId, stateId),
        eq(facilities.status, 'active'),
        isNotNull(facilities.latitude),
        isNotNull(facilities.longitude),
      ),
    )
    .groupBy(facilities.lgaId)
    .as('positions');
  const rows = await db
    .select({
      name: lgas.name,
      slug: lgas.slug,
      latitude: positions.latitude,
      longitude: positions.longitude,
    })
    .from(lgas)
    .leftJoin(positions, eq(positions.lgaId, lgas.id))
    .where(eq(lgas.stateId, stateId))
    .orderBy(asc(lgas.name));
  return rows.map(({ latitude, longitude, ...lga }) => ({
    ...lga,
    centre:
      latitude === null || longitude === null
        ? null
        : { latitude: Number(latitude), longitude: Number(longitude) },
  }));
}

/** These states' names and their LGAs' names. */
export async function findPlaceNames(db: Database, aliases: readonly string[]) {
  const [stateRows, lgaRows] = await Promise.all([
    db
      .select({ alias: states.alias, name: states.name })
      .from(states)
      .where(inArray(states.alias, [...aliases])),
    db
      .select({ stateAlias: states.alias, slug: lgas.slug, name: lgas.name })
      .from(lgas)
      .innerJoin(states, eq(states.id, lgas.stateId))
      .where(inArray(states.alias, [...aliases])),
  ]);
  return { stateRows, lgaRows };
}
