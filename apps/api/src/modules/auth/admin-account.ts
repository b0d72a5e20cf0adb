import { randomBytes } from 'node:crypto';
import type { Database } from '@carefinder/db';
import { readOrCreateSecretFile } from '../../lib/secret-file.ts';
import { findAccountByEmail, openAccount } from '../users/service.ts';
import { hashPassword, verifyPassword } from './password.ts';

export interface AdminCredentials {
  email: string;
  password: string;
}

export interface AdminAccount extends AdminCredentials {
  /** False once someone changed the password after it was created: the printed one no longer works. */
  passwordStillValid: boolean;
}

const GENERATED_ADMIN_EMAIL = 'admin@carefinder.local';

/**
 * The ADMIN account `npm start` prints: taken from ADMIN_EMAIL/ADMIN_PASSWORD when set, otherwise
 * generated once and kept (readable by the owner only) in the data directory. It is created only when
 * missing: a password, role or status changed later is never put back, so a leaked password can be
 * rotated and a disabled account stays disabled.
 */
export async function ensureAdminAccount(
  db: Database,
  options: { email?: string | undefined; password?: string | undefined; credentialsFile: string },
): Promise<AdminAccount> {
  const credentials =
    options.email && options.password
      ? { email: options.email, password: options.password }
      : readOrCreateCredentials(options.credentialsFile);
  return { ...credentials, passwordStillValid: await createAdminIfMissing(db, credentials) };
}

function readOrCreateCredentials(file: string): AdminCredentials {
  const { value } = readOrCreateSecretFile(file, () =>
    JSON.stringify(
      { email: GENERATED_ADMIN_EMAIL, password: randomBytes(12).toString('base64url') },
      null,
      2,
    ),
  );
  return JSON.parse(value) as AdminCredentials;
}

/** Creates the account if no user has the e-mail; answers whether the given password signs in. */
async function createAdminIfMissing(db: Database, { email, password }: AdminCredentials): Promise<boolean> {
  const existing = await findAccountByEmail(db, email);
  if (existing) return verifyPassword(existing.passwordHash, password);
  await openAccount(db, {
    email,
    passwordHash: await hashPassword(password),
    firstName: 'CareFinder',
    lastName: 'Admin',
    role: 'ADMIN',
    emailVerifiedAt: new Date(),
  });
  return true;
}
