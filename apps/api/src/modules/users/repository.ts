import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { schema, type Database } from '@carefinder/db';

const { facilities, facilityMemberships, providers, users } = schema;

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

export async function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
  return user;
}

export async function findUserById(db: Database, id: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, id));
  return user;
}

/** The account, locked until the transaction ends (a write that reads its role, then changes it). */
export async function lockUserById(db: Database, id: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, id)).for('update');
  return user;
}

/** The account with this address (any case), locked until the transaction ends. */
export async function lockUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
    .for('update');
  return user;
}

export async function insertUser(db: Database, values: NewUser): Promise<UserRow> {
  const [user] = await db.insert(users).values(values).returning();
  if (!user) throw new Error('insert into users returned no row');
  return user;
}

export async function updateUser(
  db: Database,
  id: string,
  values: Partial<Omit<NewUser, 'id' | 'createdAt'>>,
): Promise<UserRow | undefined> {
  const [user] = await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  return user;
}

/** Deletes the account; what belongs to it alone goes with it (the foreign keys' ON DELETE rules). */
export async function deleteUser(db: Database, id: string): Promise<void> {
  await db.delete(users).where(eq(users.id, id));
}

/** The facilities each of these users belongs to, by name. */
export async function findMembershipsOf(db: Database, userIds: readonly string[]) {
  if (!userIds.length) return new Map<string, { id: string; name: string }[]>();
  const rows = await db
    .select({ userId: facilityMemberships.userId, id: facilities.id, name: facilities.name })
    .from(facilityMemberships)
    .innerJoin(facilities, eq(facilities.id, facilityMemberships.facilityId))
    .where(inArray(facilityMemberships.userId, [...userIds]))
    .orderBy(asc(facilities.name), asc(facilities.id));
  const byUser = new Map<string, { id: string; name: string }[]>();
  for (const { userId, ...facility } of rows) byUser.set(userId, [...(byUser.get(userId) ?? []), facility]);
  return byUser;
}

/** The provider profile linked to each of these users (one at most each), as `{id, name}`. */
export async function findProviderProfilesOf(db: Database, userIds: readonly string[]) {
  if (!userIds.length) return new Map<string, { id: string; name: string }>();
  const rows = await db
    .select({
      userId: providers.userId,
      id: providers.id,
      name: sql<string>`${providers.firstName} || ' ' || ${providers.lastName}`,
    })
    .from(providers)
    .where(inArray(providers.userId, [...userIds]));
  return new Map(rows.flatMap(({ userId, ...profile }) => (userId ? [[userId, profile] as const] : [])));
}

/** Every ADMIN account's id and address, by address, and whether it is disabled. */
export async function findAdminAccounts(db: Database) {
  return db
    .select({ id: users.id, email: users.email, disabled: sql<boolean>`${users.disabledAt} is not null` })
    .from(users)
    .where(eq(users.role, 'ADMIN'))
    .orderBy(asc(users.email));
}

/** Each account, not disabled, on the team of one of these facilities: address and language, by facility. */
export async function findActiveMembers(db: Database, facilityIds: readonly string[]) {
  if (!facilityIds.length) return [];
  return db
    .select({ facilityId: facilityMemberships.facilityId, email: users.email, language: users.language })
    .from(facilityMemberships)
    .innerJoin(users, eq(users.id, facilityMemberships.userId))
    .where(and(inArray(facilityMemberships.facilityId, [...facilityIds]), isNull(users.disabledAt)))
    .orderBy(asc(users.email));
}
