import type { FacilityTeam, FacilityTeamMember } from '@carefinder/contracts';
import type { Database } from '@carefinder/db';
import { fieldProblem, HttpProblem } from '../../lib/problem.ts';
import { isUuid } from '../../lib/uuid.ts';
import type { AuditLog } from '../audit/plugin.ts';
import { roleAfterApproval } from '../claims/service.ts';
import { insertMembership, lockFacility } from '../facilities/service.ts';
import type { Mailer } from '../mail/plugin.ts';
import { addedToTeamEmail } from './emails.ts';
import {
  deleteMembership,
  findAccountByEmail,
  findAccountById,
  findMembershipsOf,
  findTeam,
  setAccountRole,
} from './repository.ts';

export interface TeamWriter {
  db: Database;
  audit: AuditLog;
  mailer: Mailer;
  actorId: string;
  publicUrl: string;
}

const present = (row: Awaited<ReturnType<typeof findTeam>>[number]): FacilityTeamMember => ({
  ...row,
  since: row.since.toISOString(),
});

const noSuchFacility = () => new HttpProblem(404, 'No facility has this id.');

/** The people who manage the facility, by name. */
export async function listTeam(db: Database, facilityId: string): Promise<FacilityTeam> {
  if (!isUuid(facilityId)) throw noSuchFacility();
  return { items: (await findTeam(db, facilityId)).map(present) };
}

/**
 * Adds a colleague's CareFinder account (by e-mail) to the facility's team, in one transaction with the
 * audit entry and the e-mail that tells them: the account becomes FACILITY_ADMIN (an ADMIN stays one, as
 * with an approved claim) and, without one, takes this facility as its active one.
 */
export async function addTeamMember(
  writer: TeamWriter,
  facilityId: string,
  email: string,
): Promise<FacilityTeamMember> {
  if (!isUuid(facilityId)) throw noSuchFacility();
  return writer.db.transaction(async (tx) => {
    const facility = await lockFacility(tx, facilityId);
    if (!facility) throw noSuchFacility();
    if (facility.status === 'permanently_closed')
      throw new HttpProblem(409, 'This facility is permanently closed: its team cannot change.');
    const account = await findAccountByEmail(tx, email);
    if (!account || account.disabledAt)
      throw new HttpProblem(
        404,
        'No CareFinder account uses this e-mail address. Ask your colleague to sign up first.',
        [
          {
            path: 'email',
            message: 'No CareFinder account uses this e-mail address. Ask them to sign up first.',
          },
        ],
      );
    // An account holds one role: a doctor's account keeps its profile rather than become a facility's.
    if (account.role === 'PROVIDER')
      throw fieldProblem(
        409,
        'email',
        'This account manages a doctor’s profile, so it cannot manage a facility too. Ask them to use another account.',
      );
    if (!(await insertMembership(tx, account.id, facilityId)))
      throw fieldProblem(409, 'email', 'This colleague is on the team already.');
    const role = roleAfterApproval(account.role, 'facility');
    await setAccountRole(tx, account.id, {
      ...(role !== account.role ? { role: 'FACILITY_ADMIN' as const } : {}),
      ...(account.activeFacilityId ? {} : { activeFacilityId: facilityId }),
    });
    await writer.audit.record(
      {
        actorId: writer.actorId,
        action: 'facility.member.add',
        targetType: 'facility',
        targetId: facilityId,
        before: null,
        after: { userId: account.id, role: { before: account.role, after: role } },
      },
      tx,
    );
    await writer.mailer.send(
      addedToTeamEmail({ to: account.email, firstName: account.firstName }, facility, writer.publicUrl),
      tx,
    );
    const member = (await findTeam(tx, facilityId)).find((row) => row.userId === account.id);
    if (!member) throw new Error('the member just added is not on the team');
    return present(member);
  });
}

/**
 * Removes someone from the facility's team (a member may leave): their active facility becomes another of
 * theirs, and an account left with none stops being FACILITY_ADMIN.
 */
export async function removeTeamMember(
  writer: TeamWriter,
  facilityId: string,
  userId: string,
): Promise<void> {
  if (!isUuid(facilityId)) throw noSuchFacility();
  const notOnTeam = () => new HttpProblem(404, 'This person is not on the facility’s team.');
  if (!isUuid(userId)) throw notOnTeam();
  await writer.db.transaction(async (tx) => {
    if (!(await lockFacility(tx, facilityId))) throw noSuchFacility();
    const account = await findAccountById(tx, userId);
    if (!account || !(await deleteMembership(tx, userId, facilityId))) throw notOnTeam();
    const remaining = await findMembershipsOf(tx, userId);
    await setAccountRole(tx, userId, {
      ...(account.activeFacilityId === facilityId
        ? { activeFacilityId: remaining[0]?.facilityId ?? null }
        : {}),
      ...(remaining.length === 0 && account.role === 'FACILITY_ADMIN' ? { role: 'USER' as const } : {}),
    });
    await writer.audit.record(
      {
        actorId: writer.actorId,
        action: 'facility.member.remove',
        targetType: 'facility',
        targetId: facilityId,
        before: { userId, role: account.role },
        after: null,
      },
      tx,
    );
  });
}
