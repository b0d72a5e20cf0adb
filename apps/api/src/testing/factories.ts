import { randomBytes, randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { AuthResponse, Language, UserRole } from '@carefinder/contracts';
import { schema, type Database } from '@carefinder/db';
import type { App } from '../app.ts';
import { hashPassword } from '../modules/auth/password.ts';
import { withApiKey } from './test-app.ts';

export const DEFAULT_TEST_PASSWORD = 'Lagos-Ikeja-Clinic-2026';

let sequence = 0;

export interface UserOverrides {
  email?: string;
  password?: string;
  firstName?: string;
  lastName?: string;
  phone?: string | null;
  role?: UserRole;
  /** The account's language (English unless told): its e-mails are in it. */
  language?: Language;
  emailVerified?: boolean;
  disabled?: boolean;
}

/** A user straight in the database (verified by default); answers the row and the plain password. */
export async function createUser(db: Database, overrides: UserOverrides = {}) {
  sequence += 1;
  const password = overrides.password ?? DEFAULT_TEST_PASSWORD;
  const [user] = await db
    .insert(schema.users)
    .values({
      email: overrides.email ?? `user-${sequence}-${randomBytes(3).toString('hex')}@example.ng`,
      passwordHash: await hashPassword(password),
      firstName: overrides.firstName ?? 'Ada',
      lastName: overrides.lastName ?? `Obi ${sequence}`,
      phone: overrides.phone ?? null,
      role: overrides.role ?? 'USER',
      language: overrides.language ?? 'en',
      emailVerifiedAt: overrides.emailVerified === false ? null : new Date(),
      disabledAt: overrides.disabled ? new Date() : null,
    })
    .returning();
  if (!user) throw new Error('createUser: no row');
  return { ...user, password };
}

export async function createFacility(db: Database, overrides: { name?: string } = {}) {
  sequence += 1;
  const [facility] = await db
    .insert(schema.facilities)
    .values({ name: overrides.name ?? `General Hospital ${sequence}` })
    .returning();
  if (!facility) throw new Error('createFacility: no row');
  return facility;
}

export async function addMembership(db: Database, userId: string, facilityId: string) {
  await db.insert(schema.facilityMemberships).values({ userId, facilityId });
}

export async function findUserRow(db: Database, id: string) {
  const [user] = await db.select().from(schema.users).where(eq(schema.users.id, id));
  return user;
}

/** A client address of its own, so per-address rate limits of one test do not reach another. */
export const randomAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

export const withBearer = (token: string, headers: Record<string, string> = {}) =>
  withApiKey({ authorization: `Bearer ${token}`, ...headers });

/** A POST with the API key (or the given headers) from a client address of its own. */
export const post = (
  app: App,
  url: string,
  payload?: Record<string, unknown>,
  headers: Record<string, string> = withApiKey(),
) =>
  app.inject({
    method: 'POST',
    url,
    headers,
    remoteAddress: randomAddress(),
    ...(payload ? { payload } : {}),
  });

/** Spec §7: GET /api/auth/refresh-token?token=<refresh> with `Authorization: Bearer <refresh>`. */
export const refreshWith = (app: App, refreshToken: string) =>
  app.inject({
    url: `/api/auth/refresh-token?token=${encodeURIComponent(refreshToken)}`,
    headers: withBearer(refreshToken),
    remoteAddress: randomAddress(),
  });

/** Signs in through the API (POST /api/auth/login) and answers the user and the tokens. */
export async function signIn(app: App, user: { email: string; password: string }): Promise<AuthResponse> {
  const response = await post(app, '/api/auth/login', { email: user.email, password: user.password });
  if (response.statusCode !== 200)
    throw new Error(`signIn ${user.email}: ${response.statusCode} ${response.body}`);
  return response.json<AuthResponse>();
}
