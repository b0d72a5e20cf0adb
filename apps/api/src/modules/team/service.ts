import {
  FACILITY_INVITATION_DAYS,
  type FacilityInvitation,
  type FacilityTeam,
  type FacilityTeamMember,
  type Language,
} from '@carefinder/contracts';
import type { Database } from '@carefinder/db';
import { fieldProblem, HttpProblem } from '../../lib/problem.ts';
import { isUuid } from '../../lib/uuid.ts';
import type { AuditLog } from '../audit/plugin.ts';
import { recordAudited, recordAuditEntry } from '../audit/service.ts';
import { roleAfterApproval } from '../claims/service.ts';
import { addFacilityMember, FACILITY_ENTITY, lockFacilityTeam } from '../facilities/service.ts';
import type { Mailer } from '../mail/plugin.ts';
import { changeAccess, findAccount, lockAccount, lockAccountByEmail } from '../users/service.ts';
import { addedToTeamEmail, invitedToTeamEmail } from './emails.ts';
import {
  deleteInvitations,
  deleteMembership,
  findMembershipsOf,
  findOpenInvitations,
  findOpenInvitationsOf,
  findTeam,
  upsertInvitation,
} from './repository.ts';

export interface TeamWriter {
  db: Database;
  audit: AuditLog;
  mailer: Mailer;
  actorId: string;
  publicUrl: string;
  now: () => Date;
}

const present = (row: Awaited<ReturnType<typeof findTeam>>[number]): FacilityTeamMember => ({
  ...row,
  since: row.since.toISOString(),
});

const presentInvitation = (
  row: Awaited<ReturnType<typeof findOpenInvitations>>[number],
): FacilityInvitation => ({
  id: row.id,
  email: row.email,
  invitedAt: row.invitedAt.toISOString(),
  expiresAt: row.expiresAt.toISOString(),
});

const noSuchFacility = () => new HttpProblem(404, 'No facility has this id.');
/** An invitation is e-mailed again (and renewed) only this long after the last one. */
const REINVITE_AFTER_MS = 60 * 60 * 1000;

/** The people who manage the facility, by name, and the colleagues invited who have not joined yet. */
export async function listTeam(db: Database, facilityId: string, now: Date): Promise<FacilityTeam> {
  if (!isUuid(facilityId)) throw noSuchFacility();
  const [members, invitations] = await Promise.all([
    findTeam(db, facilityId),
    findOpenInvitations(db, facilityId, now),
  ]);
  return { items: members.map(present), invitations: invitations.map(presentInvitation) };
}

export type TeamAddition =
  { kind: 'member'; member: FacilityTeamMember } | { kind: 'invitation'; invitation: FacilityInvitation };

/**
 * Adds a colleague's CareFinder account (by e-mail) to the facility's team, in one transaction with the
 * audit entry and the e-mail that tells them: the account becomes FACILITY_ADMIN (an ADMIN stays one, as
 * with an approved claim) and, without one, takes this facility as its active one. An address no account
 * uses is invited instead (FACILITY_INVITATION_DAYS): it joins when an account confirms it.
 */
export async function addTeamMember(
  writer: TeamWriter,
  facilityId: string,
  email: string,
): Promise<TeamAddition> {
  if (!isUuid(facilityId)) throw noSuchFacility();
  return writer.db.transaction(async (tx) => {
    const facility = await lockFacilityTeam(tx, facilityId);
    if (!facility) throw noSuchFacility();
    if (facility.status === 'permanently_closed')
      throw new HttpProblem(409, 'This facility is permanently closed: its team cannot change.');
    const account = await lockAccountByEmail(tx, email);
    // An address not yet confirmed proves nothing: anyone could have signed up with a colleague's. It is
    // invited, and joins once confirmed.
    if (!account || !account.emailVerifiedAt)
      return { kind: 'invitation', invitation: await invite(writer, tx, facility, email, account?.language) };
    if (account.disabledAt)
      throw fieldProblem(409, 'email', 'This account is disabled, so it cannot join the team.');
    // An account holds one role: a doctor's account keeps its profile rather than become a facility's.
    if (account.role === 'PROVIDER')
      throw fieldProblem(
        409,
        'email',
        'This account manages a doctor’s profile, so it cannot manage a facility too. Ask them to use another account.',
      );
    if (!(await addFacilityMember(tx, account.id, facilityId)))
      throw fieldProblem(409, 'email', 'This colleague is on the team already.');
    const role = roleAfterApproval(account.role, 'facility');
    await changeAccess(tx, account.id, {
      ...(role !== account.role ? { role: 'FACILITY_ADMIN' as const } : {}),
      ...(account.activeFacilityId ? {} : { activeFacilityId: facilityId }),
    });
    await recordAudited(
      writer,
      FACILITY_ENTITY,
      facilityId,
      'member.add',
      { before: null, after: { userId: account.id, role: { before: account.role, after: role } } },
      tx,
    );
    await writer.mailer.send(
      await addedToTeamEmail(
        { to: account.email, firstName: account.firstName, language: account.language },
        facility,
        writer.publicUrl,
      ),
      tx,
    );
    const member = (await findTeam(tx, facilityId)).find((row) => row.userId === account.id);
    if (!member) throw new Error('the member just added is not on the team');
    return { kind: 'member', member: present(member) };
  });
}

/**
 * Invites an address to the team. The e-mail is in the language of the account using the address, if one
 * does (not yet confirmed), else in the inviting colleague's.
 */
async function invite(
  writer: TeamWriter,
  tx: Database,
  facility: { id: string; name: string },
  address: string,
  accountLanguage: Language | undefined,
): Promise<FacilityInvitation> {
  const email = address.trim().toLowerCase();
  const open = (await findOpenInvitations(tx, facility.id, writer.now())).find((row) => row.email === email);
  // Inviting again within the hour renews nothing and sends nothing: no one is sent e-mail after e-mail.
  if (open && writer.now().getTime() - open.invitedAt.getTime() < REINVITE_AFTER_MS)
    return presentInvitation(open);
  const expiresAt = new Date(writer.now().getTime() + FACILITY_INVITATION_DAYS * 24 * 60 * 60 * 1000);
  const invitation = await upsertInvitation(tx, {
    facilityId: facility.id,
    email,
    invitedBy: writer.actorId,
    expiresAt,
  });
  await recordAudited(
    writer,
    FACILITY_ENTITY,
    facility.id,
    'invitation.create',
    { after: { invitationId: invitation.id } },
    tx,
  );
  const language = accountLanguage ?? (await findAccount(tx, writer.actorId))?.language ?? 'en';
  await writer.mailer.send(
    await invitedToTeamEmail({ to: email, language }, facility, expiresAt, writer.publicUrl),
    tx,
  );
  return presentInvitation(invitation);
}

/** Withdraws an invitation that has not been taken up. */
export async function removeInvitation(writer: TeamWriter, facilityId: string, invitationId: string) {
  const notInvited = () => new HttpProblem(404, 'There is no such invitation.');
  if (!isUuid(facilityId)) throw noSuchFacility();
  if (!isUuid(invitationId)) throw notInvited();
  await writer.db.transaction(async (tx) => {
    if (!(await deleteInvitations(tx, { facilityId, id: invitationId }))) throw notInvited();
    await recordAudited(
      writer,
      FACILITY_ENTITY,
      facilityId,
      'invitation.remove',
      { before: { invitationId } },
      tx,
    );
  });
}

/**
 * An account has just confirmed its address: every facility that invited it, with the invitation still
 * open, takes it into its team (FACILITY_ADMIN; this facility active unless it has one). A doctor's account
 * keeps its profile and joins none. The invitations of the address are spent either way.
 */
export async function joinInvitingTeams(db: Database, userId: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const account = await lockAccount(tx, userId);
    if (!account) return;
    const email = account.email.toLowerCase();
    const open = await findOpenInvitationsOf(tx, email, now);
    const invitations = [];
    // As adding a member: no closed facility, no disabled account, no doctor's account.
    for (const invitation of open) {
      const facility = await lockFacilityTeam(tx, invitation.facilityId);
      if (facility && facility.status !== 'permanently_closed') invitations.push(invitation);
    }
    if (invitations.length === 0 || account.role === 'PROVIDER' || account.disabledAt) {
      await deleteInvitations(tx, { email });
      return;
    }
    for (const invitation of invitations) await addFacilityMember(tx, userId, invitation.facilityId);
    const role = roleAfterApproval(account.role, 'facility');
    await changeAccess(tx, userId, {
      ...(role !== account.role ? { role: 'FACILITY_ADMIN' as const } : {}),
      ...(account.activeFacilityId ? {} : { activeFacilityId: invitations[0]?.facilityId ?? null }),
    });
    await deleteInvitations(tx, { email });
    for (const invitation of invitations)
      await recordAuditEntry(tx, {
        actorId: userId,
        action: 'facility.invitation.accept',
        targetType: 'facility',
        targetId: invitation.facilityId,
        after: { userId, role: { before: account.role, after: role } },
      });
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
    if (!(await lockFacilityTeam(tx, facilityId))) throw noSuchFacility();
    const account = await lockAccount(tx, userId);
    if (!account || !(await deleteMembership(tx, userId, facilityId))) throw notOnTeam();
    const remaining = await findMembershipsOf(tx, userId);
    await changeAccess(tx, userId, {
      ...(account.activeFacilityId === facilityId
        ? { activeFacilityId: remaining[0]?.facilityId ?? null }
        : {}),
      ...(remaining.length === 0 && account.role === 'FACILITY_ADMIN' ? { role: 'USER' as const } : {}),
    });
    await recordAudited(
      writer,
      FACILITY_ENTITY,
      facilityId,
      'member.remove',
      { before: { userId, role: account.role }, after: null },
      tx,
    );
  });
}
