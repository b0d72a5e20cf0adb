import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { AdminUser, PublicUser } from '@carefinder/contracts';
import { schema, type Database } from '@carefinder/db';

const { facilities, facilityMemberships, users } = schema;

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

/** The facilities each of these users belongs to, by name. */
async function membershipsOf(db: Database, userIds: readonly string[]) {
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

/**
 * Users as the API shows them (never a hash, a token or a lockout counter), with their facilities and the
 * active one: `activeFacility` is only ever one of the user's own facilities.
 */
export async function presentUsers(db: Database, rows: readonly UserRow[]): Promise<AdminUser[]> {
  const memberships = await membershipsOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => {
    const own = memberships.get(row.id) ?? [];
    return {
      id: row.id,
      email: row.email,
      firstName: row.firstName,
      lastName: row.lastName,
      phone: row.phone,
      role: row.role,
      emailVerified: row.emailVerifiedAt !== null,
      facilities: own,
      activeFacility: own.find((facility) => facility.id === row.activeFacilityId) ?? null,
      createdAt: row.createdAt.toISOString(),
      disabled: row.disabledAt !== null,
    };
  });
}

export async function presentUser(db: Database, row: UserRow): Promise<AdminUser> {
  const [user] = await presentUsers(db, [row]);
  if (!user) throw new Error('presentUsers dropped a row');
  return user;
}

/** A user as they see themselves (no admin-only fields). */
export async function presentPublicUser(db: Database, row: UserRow): Promise<PublicUser> {
  const { disabled: _disabled, ...user } = await presentUser(db, row);
  return user;
}
