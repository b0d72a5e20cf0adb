import { PROBLEM_TYPES, type PublicUser, type UpdateProfileRequest } from '@carefinder/contracts';
import type { Database } from '@carefinder/db';
import { HttpProblem, typedProblem } from '../../lib/problem.ts';
import { isUuid } from '../../lib/uuid.ts';
import { normalisePhone } from '../../lib/phone.ts';
import { findUserById, presentPublicUser, updateUser, type UserRow } from '../users/service.ts';
import { findFacilityMembership } from '../facilities/service.ts';

async function loadSelf(db: Database, userId: string): Promise<UserRow> {
  const user = await findUserById(db, userId);
  if (!user) throw typedProblem(PROBLEM_TYPES.sessionEnded, 'This account no longer exists.');
  if (user.disabledAt) throw typedProblem(PROBLEM_TYPES.accountDisabled, 'This account has been disabled.');
  return user;
}

export async function getProfile(db: Database, userId: string): Promise<PublicUser> {
  return presentPublicUser(db, await loadSelf(db, userId));
}

export async function updateProfile(
  db: Database,
  userId: string,
  changes: UpdateProfileRequest,
): Promise<PublicUser> {
  await loadSelf(db, userId);
  const updated = await updateUser(db, userId, {
    ...(changes.firstName !== undefined ? { firstName: changes.firstName } : {}),
    ...(changes.lastName !== undefined ? { lastName: changes.lastName } : {}),
    ...(changes.phone !== undefined ? { phone: normalisePhone(changes.phone) } : {}),
  });
  if (!updated) throw typedProblem(PROBLEM_TYPES.sessionEnded, 'This account no longer exists.');
  return presentPublicUser(db, updated);
}

/** Spec §1: the active facility is one of the user's own facilities. */
export async function switchActiveFacility(
  db: Database,
  userId: string,
  facilityId: string,
): Promise<PublicUser> {
  await loadSelf(db, userId);
  const membership = isUuid(facilityId)
    ? await findFacilityMembership(db, userId, facilityId)
    : { exists: false, isMember: false };
  if (!membership.exists) throw new HttpProblem(404, 'No facility has this id.');
  if (!membership.isMember)
    throw typedProblem(PROBLEM_TYPES.notAMember, 'You can only switch to a facility you belong to.', {
      errors: [{ path: 'facilityId', message: 'You do not belong to this facility.' }],
    });
  const updated = await updateUser(db, userId, { activeFacilityId: facilityId });
  if (!updated) throw typedProblem(PROBLEM_TYPES.sessionEnded, 'This account no longer exists.');
  return presentPublicUser(db, updated);
}
