import type { AdminUser, Language, PublicUser, UserRole } from '@carefinder/contracts';
import type { Database } from '@carefinder/db';
import {
  deleteUser,
  findActiveMembers,
  findMembershipsOf,
  findAdminAccounts,
  findProviderProfilesOf,
  findUserByEmail,
  findUserById,
  insertUser,
  lockUserByEmail,
  lockUserById,
  updateUser,
  type NewUser,
  type UserRow,
} from './repository.ts';

/*
 * The accounts, for the modules that act on them: auth signs people up and in and changes passwords, me lets
 * people change and delete their own, admin-users changes roles and disables, team and claims give an account
 * a facility or a profile to manage, reviews checks who writes, notifications finds whom to tell. None of
 * them reads the users table itself.
 */

/** An account as stored, its password hash included: the rules read it; answers show it presented (below). */
export type Account = UserRow;

/** What a new account is made of; its id and dates are the table's. */
export type NewAccount = Pick<
  NewUser,
  | 'email'
  | 'passwordHash'
  | 'firstName'
  | 'lastName'
  | 'phone'
  | 'role'
  | 'emailVerifiedAt'
  | 'language'
  | 'verificationSentAt'
>;

/** What decides what an account may do and for which facility it acts. */
export interface AccessChange {
  role?: UserRole;
  /** One of the account's own facilities, or none (the caller checks it is theirs). */
  activeFacilityId?: string | null;
  disabledAt?: Date | null;
}

export const findAccount = (db: Database, id: string): Promise<Account | undefined> => findUserById(db, id);

/** The account using this address, in any case. */
export const findAccountByEmail = (db: Database, email: string): Promise<Account | undefined> =>
  findUserByEmail(db, email);

/**
 * The account, locked until the transaction ends: for a change that reads its role or facilities before it
 * writes them (a claim's approval, a team change, an ADMIN's edit), so two such changes take turns.
 */
export const lockAccount = (db: Database, id: string): Promise<Account | undefined> => lockUserById(db, id);

/** The account using this address (any case), locked until the transaction ends. */
export const lockAccountByEmail = (db: Database, email: string): Promise<Account | undefined> =>
  lockUserByEmail(db, email);

/** A new account; a second one with the same address (any case) is a unique violation. */
export const openAccount = (db: Database, values: NewAccount): Promise<Account> => insertUser(db, values);

/** The addresses (lower-cased) of the other administrators than `viewerId`, disabled ones included. */
export const otherAdminAddresses = async (db: Database, viewerId: string): Promise<string[]> =>
  (await findAdminAccounts(db)).flatMap((admin) =>
    admin.id === viewerId ? [] : [admin.email.toLowerCase()],
  );

/** The addresses of the administrators who can act now (not disabled), by address. */
export const activeAdminAddresses = async (db: Database): Promise<string[]> =>
  (await findAdminAccounts(db)).flatMap((admin) => (admin.disabled ? [] : [admin.email]));

/** Each facility's team members who can act now (not disabled): their address and language, by facility. */
export async function activeTeamMembers(
  db: Database,
  facilityIds: readonly string[],
): Promise<Map<string, { email: string; language: Language }[]>> {
  const byFacility = new Map<string, { email: string; language: Language }[]>();
  for (const { facilityId, ...member } of await findActiveMembers(db, facilityIds))
    byFacility.set(facilityId, [...(byFacility.get(facilityId) ?? []), member]);
  return byFacility;
}

/** Deletes the account; what belongs to it alone goes with it (the foreign keys' ON DELETE rules). */
export const removeAccount = (db: Database, id: string): Promise<void> => deleteUser(db, id);

/** The owner proved the address (a verification link) at `at`. */
export async function markEmailVerified(db: Database, id: string, at: Date): Promise<void> {
  await updateUser(db, id, { emailVerifiedAt: at });
}

/** A new password (its hash); a reset link also proves the address, so it may date that too. */
export async function changePasswordHash(
  db: Database,
  id: string,
  passwordHash: string,
  { emailVerifiedAt }: { emailVerifiedAt?: Date } = {},
): Promise<void> {
  await updateUser(db, id, { passwordHash, ...(emailVerifiedAt ? { emailVerifiedAt } : {}) });
}

/** What the owner changes of their own account: their name, phone (already normalised) and language. */
export const changePersonalDetails = (
  db: Database,
  id: string,
  details: { firstName?: string; lastName?: string; phone?: string | null; language?: Language },
): Promise<Account | undefined> => updateUser(db, id, details);

/** The account's role, active facility or disabled state; undefined when there is no such account. */
export const changeAccess = (db: Database, id: string, change: AccessChange): Promise<Account | undefined> =>
  updateUser(db, id, change);

/**
 * Users as the API shows them (never a hash, a token or a lockout counter), with their facilities and the
 * active one (`activeFacility` is only ever one of the user's own facilities), and their provider profile.
 */
export async function presentUsers(db: Database, rows: readonly Account[]): Promise<AdminUser[]> {
  const ids = rows.map((row) => row.id);
  const [memberships, profiles] = await Promise.all([
    findMembershipsOf(db, ids),
    findProviderProfilesOf(db, ids),
  ]);
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
      providerProfile: profiles.get(row.id) ?? null,
      language: row.language,
      createdAt: row.createdAt.toISOString(),
      disabled: row.disabledAt !== null,
    };
  });
}

export async function presentUser(db: Database, row: Account): Promise<AdminUser> {
  const [user] = await presentUsers(db, [row]);
  if (!user) throw new Error('presentUsers dropped a row');
  return user;
}

/** A user as they see themselves (no admin-only fields). */
export async function presentPublicUser(db: Database, row: Account): Promise<PublicUser> {
  const { disabled: _disabled, ...user } = await presentUser(db, row);
  return user;
}
