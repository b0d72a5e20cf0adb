import { asc, count, eq, inArray } from 'drizzle-orm';
import { schema, type Database } from '@carefinder/db';

const { lgas, states } = schema;

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

export async function listLgasOfState(db: Database, stateId: number) {
  return db
    .select({ name: lgas.name, slug: lgas.slug })
    .from(lgas)
    .where(eq(lgas.stateId, stateId))
    .orderBy(asc(lgas.name));
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
