import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { schema, type Database } from '@carefinder/db';

const { facilities, facilityInvitations, facilityMemberships, users } = schema;

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

// --- Invitations of colleagues without an account ---

const invitationColumns = {
  id: facilityInvitations.id,
  facilityId: facilityInvitations.facilityId,
  email: facilityInvitations.email,
  invitedAt: facilityInvitations.createdAt,
  expiresAt: facilityInvitations.expiresAt,
};

/** Invites `email` (lower case) to the facility until `expiresAt`; inviting again renews it. */
export async function upsertInvitation(
  db: Database,
  values: { facilityId: string; email: string; invitedBy: string; expiresAt: Date },
) {
  const [row] = await db
    .insert(facilityInvitations)
    .values(values)
    .onConflictDoUpdate({
      target: [facilityInvitations.facilityId, facilityInvitations.email],
      set: { invitedBy: values.invitedBy, expiresAt: values.expiresAt, createdAt: sql`now()` },
    })
    .returning(invitationColumns);
  if (!row) throw new Error('upsert invitation returned no row');
  return row;
}

/** The facility's invitations still open at `now`, oldest first. */
export function findOpenInvitations(db: Database, facilityId: string, now: Date) {
  return db
    .select(invitationColumns)
    .from(facilityInvitations)
    .where(and(eq(facilityInvitations.facilityId, facilityId), gt(facilityInvitations.expiresAt, now)))
    .orderBy(asc(facilityInvitations.createdAt));
}

/** Every facility's open invitation of `email` (lower case). */
export function findOpenInvitationsOf(db: Database, email: string, now: Date) {
  return db
    .select(invitationColumns)
    .from(facilityInvitations)
    .where(and(eq(facilityInvitations.email, email), gt(facilityInvitations.expiresAt, now)));
}

/** Deletes invitations of `email`, or the one invitation `id` of the facility; answers how many went. */
export async function deleteInvitations(
  db: Database,
  where: { email: string } | { facilityId: string; id: string },
): Promise<number> {
  const condition =
    'email' in where
      ? eq(facilityInvitations.email, where.email)
      : and(eq(facilityInvitations.facilityId, where.facilityId), eq(facilityInvitations.id, where.id));
  return (await db.delete(facilityInvitations).where(condition).returning({ id: facilityInvitations.id }))
    .length;
}
