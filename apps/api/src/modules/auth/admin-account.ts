import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { schema, type Database } from '@carefinder/db';
import { readOrCreateSecretFile } from '../../lib/secret-file.ts';
import { hashPassword, verifyPassword } from './password.ts';

export interface AdminCredentials {
  email: string;
  password: string;
}

const GENERATED_ADMIN_EMAIL = 'admin@carefinder.local';

/**
 * The ADMIN account `npm start` prints: taken from ADMIN_EMAIL/ADMIN_PASSWORD when set, otherwise
 * generated once and kept (readable by the owner only) in the data directory.
 */
export async function ensureAdminAccount(
  db: Database,
  options: { email?: string | undefined; password?: string | undefined; credentialsFile: string },
): Promise<AdminCredentials> {
  const credentials =
    options.email && options.password
      ? { email: options.email, password: options.password }
      : readOrCreateCredentials(options.credentialsFile);
  await upsertAdmin(db, credentials);
  return credentials;
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

async function upsertAdmin(db: Database, { email, password }: AdminCredentials): Promise<void> {
  const { users } = schema;
  const [existing] = await db
    .select({ id: users.id, role: users.role, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
  if (!existing) {
    await db.insert(users).values({
      email,
      passwordHash: await hashPassword(password),
      firstName: 'CareFinder',
      lastName: 'Admin',
      role: 'ADMIN',
      emailVerifiedAt: new Date(),
    });
    return;
  }
  // The printed credentials must work: configuration wins over whatever the account had.
  const passwordMatches = await verifyPassword(existing.passwordHash, password);
  if (existing.role !== 'ADMIN' || !passwordMatches) {
    await db
      .update(users)
      .set({
        role: 'ADMIN',
        disabledAt: null,
        updatedAt: new Date(),
        ...(passwordMatches ? {} : { passwordHash: await hashPassword(password) }),
      })
      .where(eq(users.id, existing.id));
  }
}
