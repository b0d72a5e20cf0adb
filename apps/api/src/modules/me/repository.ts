import { and, eq } from 'drizzle-orm';
import { schema, type Database } from '@carefinder/db';

const { facilities, facilityMemberships } = schema;

/** Whether the facility exists, and whether the user belongs to it. */
export async function findFacilityMembership(db: Database, userId: string, facilityId: string) {
  const [facility] = await db
    .select({ id: facilities.id, memberId: facilityMemberships.userId })
    .from(facilities)
    .leftJoin(
      facilityMemberships,
      and(eq(facilityMemberships.facilityId, facilities.id), eq(facilityMemberships.userId, userId)),
    )
    .where(eq(facilities.id, facilityId));
  return facility
    ? { exists: true, isMember: facility.memberId !== null }
    : { exists: false, isMember: false };
}
