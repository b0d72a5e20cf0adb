import { eq } from 'drizzle-orm';
import { placeNameColumns, schema, type Database } from '@carefinder/db';

const { lgas, providers, states } = schema;

/** One provider with the names of its state and LGA. */
export async function findProviderRow(db: Database, id: string) {
  const [row] = await db
    .select({ provider: providers, ...placeNameColumns })
    .from(providers)
    .leftJoin(states, eq(states.id, providers.stateId))
    .leftJoin(lgas, eq(lgas.id, providers.lgaId))
    .where(eq(providers.id, id));
  return row;
}
