import { and, asc, eq, sql } from 'drizzle-orm';
import { schema, type Database } from '@carefinder/db';

const { facilities, facilityMemberships, users } = schema;

/** The facility's members with their names and e-mail, by name. */
export async function findTeam(db: Database, facilityId: string) {
  return db
    .select({
      userId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      since: facilityMemberships.createdAt,
    })
    .from(facilityMemberships)
    .innerJoin(users, eq(users.id, facilityMemberships.userId))
    .where(eq(facilityMemberships.facilityId, facilityId))
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id));
}

export async function findAccountByEmail(db: Database, email: string) {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      role: users.role,
      activeFacilityId: users.activeFacilityId,
      disabledAt: users.disabledAt,
    })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
    .for('update');
  return row;
}

export async function findAccountById(db: Database, id: string) {
  const [row] = await db
    .select({ id: users.id, role: users.role, activeFacilityId: users.activeFacilityId })
    .from(users)
    .where(eq(users.id, id))
    .for('update');
  return row;
}

/** Removes the membership; false when there was none. */
export async function deleteMembership(db: Database, userId: string, facilityId: string) {
  const rows = await db
    .delete(facilityMemberships)
    .where(and(eq(facilityMemberships.userId, userId), eq(facilityMemberships.facilityId, facilityId)))
    .returning({ userId: facilityMemberships.userId });
  return rows.length > 0;
}

/** The facilities the account still belongs to, by name. */
export async function findMembershipsOf(db: Database, userId: string) {
  return db
    .select({ facilityId: facilityMemberships.facilityId })
    .from(facilityMemberships)
    .innerJoin(facilities, eq(facilities.id, facilityMemberships.facilityId))
    .where(eq(facilityMemberships.userId, userId))
    .orderBy(asc(facilities.name));
}

export async function setAccountRole(
  db: Database,
  userId: string,
  values: { role?: 'FACILITY_ADMIN' | 'USER'; activeFacilityId?: string | null },
) {
  await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, userId));
}
