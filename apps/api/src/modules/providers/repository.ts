import { and, eq, inArray } from 'drizzle-orm';
import type { TaxonomyKind } from '@carefinder/contracts';
import { placeNameColumns, schema, type Database } from '@carefinder/db';

const { lgas, providerTerms, providers, states, taxonomyTerms } = schema;

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

// --- Writes (ADMIN) ---

export type ProviderRow = typeof providers.$inferSelect;
export type ProviderValues = Omit<typeof providers.$inferInsert, 'id'>;

/** The provider, locked until the transaction ends, so two writes to it take turns. */
export async function lockProvider(db: Database, id: string): Promise<ProviderRow | undefined> {
  const [row] = await db.select().from(providers).where(eq(providers.id, id)).for('no key update');
  return row;
}

export async function insertProvider(db: Database, values: ProviderValues): Promise<ProviderRow> {
  const [row] = await db.insert(providers).values(values).returning();
  if (!row) throw new Error('insert into providers returned no row');
  return row;
}

export async function updateProvider(db: Database, id: string, values: Partial<ProviderValues>) {
  await db.update(providers).set(values).where(eq(providers.id, id));
}

/** The terms the provider carries, with their kinds. */
export async function findProviderTermLinks(
  db: Database,
  providerId: string,
): Promise<{ id: number; kind: TaxonomyKind }[]> {
  return db
    .select({ id: providerTerms.termId, kind: taxonomyTerms.kind })
    .from(providerTerms)
    .innerJoin(taxonomyTerms, eq(taxonomyTerms.id, providerTerms.termId))
    .where(eq(providerTerms.providerId, providerId));
}

/** Links and unlinks terms; the search index triggers rewrite the provider's document in the same transaction. */
export async function changeProviderTerms(
  db: Database,
  providerId: string,
  { add, remove }: { add: readonly number[]; remove: readonly number[] },
) {
  if (remove.length)
    await db
      .delete(providerTerms)
      .where(and(eq(providerTerms.providerId, providerId), inArray(providerTerms.termId, [...remove])));
  if (add.length)
    await db
      .insert(providerTerms)
      .values(add.map((termId) => ({ providerId, termId })))
      .onConflictDoNothing();
}
