import {
  PROBLEM_TYPES,
  type AccountData,
  type PublicUser,
  type UpdateProfileRequest,
} from '@carefinder/contracts';
import type { Database } from '@carefinder/db';
import { HttpProblem, typedProblem } from '../../lib/problem.ts';
import { isUuid } from '../../lib/uuid.ts';
import { normalisePhone } from '../../lib/phone.ts';
import type { AuditLog } from '../audit/plugin.ts';
import { recordAudited } from '../audit/service.ts';
import { ACCOUNT_DISABLED, confirmPassword } from '../auth/service.ts';
import { listOwnClaims } from '../claims/service.ts';
import { forgetMailTo } from '../mail/service.ts';
import { facilityMembershipOf } from '../facilities/service.ts';
import { forgetReviewsOf, reviewDataOf } from '../reviews/service.ts';
import { listSaved } from '../saved/service.ts';
import {
  changeAccess,
  changePersonalDetails,
  findAccount,
  presentPublicUser,
  removeAccount,
  type Account,
} from '../users/service.ts';

/** What the audit log calls an account (`user.delete`). */
const USER_ENTITY = 'user';

async function loadSelf(db: Database, userId: string): Promise<Account> {
  const user = await findAccount(db, userId);
  if (!user) throw typedProblem(PROBLEM_TYPES.sessionEnded, 'This account no longer exists.');
  if (user.disabledAt) throw typedProblem(PROBLEM_TYPES.accountDisabled, ACCOUNT_DISABLED);
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
  const updated = await changePersonalDetails(db, userId, {
    ...(changes.firstName !== undefined ? { firstName: changes.firstName } : {}),
    ...(changes.lastName !== undefined ? { lastName: changes.lastName } : {}),
    ...(changes.phone !== undefined ? { phone: normalisePhone(changes.phone) } : {}),
    ...(changes.language !== undefined ? { language: changes.language } : {}),
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
    ? await facilityMembershipOf(db, userId, facilityId)
    : { exists: false, isMember: false };
  if (!membership.exists) throw new HttpProblem(404, 'No facility has this id.');
  if (!membership.isMember)
    throw typedProblem(PROBLEM_TYPES.notAMember, 'You can only switch to a facility you belong to.', {
      errors: [{ path: 'facilityId', message: 'You do not belong to this facility.' }],
    });
  const updated = await changeAccess(db, userId, { activeFacilityId: facilityId });
  if (!updated) throw typedProblem(PROBLEM_TYPES.sessionEnded, 'This account no longer exists.');
  return presentPublicUser(db, updated);
}

/** Everything CareFinder keeps about the account, for its owner to download (decision 0018). */
export async function exportAccountData(db: Database, userId: string, now: Date): Promise<AccountData> {
  const user = await loadSelf(db, userId);
  const [account, reviewData, claims, saved] = await Promise.all([
    presentPublicUser(db, user),
    reviewDataOf(db, userId),
    listOwnClaims(db, userId),
    listSaved(db, userId),
  ]);
  return { exportedAt: now.toISOString(), account, ...reviewData, claims, saved: saved.items };
}

/**
 * Deletes the account for good, after its password (decision 0018): its reviews and votes go and the ratings
 * and likes they counted in are set again, in the same transaction as the deletion; sessions, memberships,
 * claims, saved listings and the Outbox's mail to its address go with the account; a linked provider profile
 * stays in the directory, unlinked.
 * The audit log keeps that an account was deleted, not who it was. An ADMIN's account is closed by another
 * ADMIN (disabled from /admin/users), so the directory never loses its last curator by mistake.
 */
export async function deleteAccount(
  { db, audit }: { db: Database; audit: AuditLog },
  userId: string,
  password: string,
): Promise<void> {
  const user = await loadSelf(db, userId);
  if (user.role === 'ADMIN')
    throw typedProblem(
      PROBLEM_TYPES.wrongRole,
      'An administrator’s account is closed by another administrator, from the users page.',
    );
  await confirmPassword(user, password);
  await db.transaction(async (tx) => {
    const reviews = await forgetReviewsOf(tx, userId);
    await recordAudited(
      { audit, actorId: userId },
      USER_ENTITY,
      userId,
      'delete',
      { before: { role: user.role, reviews }, after: null },
      tx,
    );
    await removeAccount(tx, userId);
    await forgetMailTo(tx, user.email);
  });
}
