import { and, asc, count, desc, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import type { AdminListingQuery, AdminListingSort, TaxonomyKind } from '@carefinder/contracts';
import { alphabetical, placeNameColumns, schema, type Database } from '@carefinder/db';

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

/** Whether the account is the one the provider profile is linked to (its owner, after a provider claim). */
export async function isProfileOfUser(db: Database, providerId: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: providers.id })
    .from(providers)
    .where(and(eq(providers.id, providerId), eq(providers.userId, userId)));
  return row !== undefined;
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

// --- The admin table (GET /api/admin/providers) ---

/** `text` as a LIKE pattern matching it anywhere, its wildcards taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

/** The name as pages show it, `firstName lastName`. */
const fullName = sql`${providers.firstName} || ' ' || ${providers.lastName}`;

const ADMIN_ORDER = {
  name: () => [sql`lower(${fullName}) collate "C"`, asc(providers.id)],
  updated: () => [desc(providers.updatedAt), asc(providers.id)],
  rating: () => [
    sql`${providers.averageRating} desc nulls last`,
    desc(providers.reviewsCount),
    sql`lower(${fullName}) collate "C"`,
    asc(providers.id),
  ],
} satisfies Record<AdminListingSort, () => SQL[]>;

/**
 * A page of providers of any status: `q` within the full name (case ignored), by status and state, with the
 * count of all that match (a scan of the table, as the facilities table's).
 */
export async function findProvidersPage(
  db: Database,
  { q, status, state, sort, page, pageSize }: AdminListingQuery,
) {
  const where = and(
    q ? ilike(fullName, containing(q)) : undefined,
    status === 'all' ? undefined : eq(providers.status, status),
    state === undefined ? undefined : eq(states.alias, state),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: providers.id,
        firstName: providers.firstName,
        lastName: providers.lastName,
        title: providers.title,
        status: providers.status,
        averageRating: providers.averageRating,
        reviewsCount: providers.reviewsCount,
        isDemo: providers.isDemo,
        updatedAt: providers.updatedAt,
        ...placeNameColumns,
      })
      .from(providers)
      .leftJoin(states, eq(states.id, providers.stateId))
      .leftJoin(lgas, eq(lgas.id, providers.lgaId))
      .where(where)
      .orderBy(...ADMIN_ORDER[sort]())
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db
      .select({ value: count() })
      .from(providers)
      .leftJoin(states, eq(states.id, providers.stateId))
      .where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

/** The specialties of the given providers, by name: one query for a whole page of the table. */
export async function findSpecialtiesOfProviders(db: Database, providerIds: readonly string[]) {
  if (!providerIds.length) return [];
  return db
    .select({ providerId: providerTerms.providerId, slug: taxonomyTerms.slug, name: taxonomyTerms.name })
    .from(providerTerms)
    .innerJoin(taxonomyTerms, eq(taxonomyTerms.id, providerTerms.termId))
    .where(and(inArray(providerTerms.providerId, [...providerIds]), eq(taxonomyTerms.kind, 'specialties')))
    .orderBy(alphabetical(taxonomyTerms.name));
}
