import { and, eq, gt, isNull, lte, ne, or, sql } from 'drizzle-orm';
import type { UserRole } from '@carefinder/contracts';
import { schema, type Database } from '@carefinder/db';

const { emailTokens, refreshTokens, users } = schema;

export type EmailTokenPurpose = (typeof schema.emailTokenPurpose.enumValues)[number];
export type RefreshTokenRow = typeof refreshTokens.$inferSelect;

// --- Sessions (refresh-token families) ---

export async function insertRefreshToken(db: Database, values: typeof refreshTokens.$inferInsert) {
  await db.insert(refreshTokens).values(values);
}

export async function findRefreshToken(
  db: Database,
  tokenHash: string,
): Promise<RefreshTokenRow | undefined> {
  const [token] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash));
  return token;
}

/** Marks a live token as used; false when another request rotated or revoked it first. */
export async function markRotated(db: Database, id: string, at: Date): Promise<boolean> {
  const rotated = await db
    .update(refreshTokens)
    .set({ rotatedAt: at })
    .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.rotatedAt), isNull(refreshTokens.revokedAt)))
    .returning({ id: refreshTokens.id });
  return rotated.length === 1;
}

export async function revokeFamily(db: Database, familyId: string, at: Date): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: at })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

/** Ends every session of a user, or every one but `exceptFamilyId` (the caller's own). */
export async function revokeUserSessions(
  db: Database,
  userId: string,
  at: Date,
  exceptFamilyId?: string,
): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: at })
    .where(
      and(
        eq(refreshTokens.userId, userId),
        isNull(refreshTokens.revokedAt),
        exceptFamilyId ? ne(refreshTokens.familyId, exceptFamilyId) : undefined,
      ),
    );
}

/**
 * What every signed-in request re-checks behind a still-valid access token: the user's current role, whether the account
 * is disabled, and whether the session still has a live refresh token (not logged out, not revoked).
 */
export async function findSessionHolder(
  db: Database,
  userId: string,
  sessionId: string,
  at: Date,
): Promise<{ role: UserRole; disabled: boolean; sessionActive: boolean } | undefined> {
  const [holder] = await db
    .select({
      role: users.role,
      disabled: sql<boolean>`${users.disabledAt} is not null`,
      // Parameters only: Drizzle writes columns unqualified here, so `= users.id` would bind to refresh_tokens.
      sessionActive: sql<boolean>`exists (
        select 1 from ${refreshTokens}
        where ${refreshTokens.familyId} = ${sessionId}
          and ${refreshTokens.userId} = ${userId}
          and ${refreshTokens.revokedAt} is null
          and ${refreshTokens.expiresAt} > ${at.toISOString()}::timestamptz
      )`,
    })
    .from(users)
    .where(eq(users.id, userId));
  return holder;
}

// --- E-mail links ---

export async function insertEmailToken(db: Database, values: typeof emailTokens.$inferInsert) {
  await db.insert(emailTokens).values(values);
}

/** Uses a token once: answers its user when it exists, has this purpose, is unused and unexpired. */
export async function consumeEmailToken(
  db: Database,
  tokenHash: string,
  purpose: EmailTokenPurpose,
  at: Date,
): Promise<string | undefined> {
  const [used] = await db
    .update(emailTokens)
    .set({ usedAt: at })
    .where(
      and(
        eq(emailTokens.tokenHash, tokenHash),
        eq(emailTokens.purpose, purpose),
        isNull(emailTokens.usedAt),
        gt(emailTokens.expiresAt, at),
      ),
    )
    .returning({ userId: emailTokens.userId });
  return used?.userId;
}

/** Retires a user's other outstanding links of one purpose (e.g. older reset links after a reset). */
export async function retireEmailTokens(db: Database, userId: string, purpose: EmailTokenPurpose, at: Date) {
  await db
    .update(emailTokens)
    .set({ usedAt: at })
    .where(and(eq(emailTokens.userId, userId), eq(emailTokens.purpose, purpose), isNull(emailTokens.usedAt)));
}

/**
 * Claims the right to send a verification link now: true (and the send time recorded) when none went out
 * within the cooldown, so two quick requests cannot both send.
 */
export async function claimVerificationSend(
  db: Database,
  userId: string,
  at: Date,
  cooldownSeconds: number,
): Promise<boolean> {
  const earliestPrevious = new Date(at.getTime() - cooldownSeconds * 1000);
  const claimed = await db
    .update(users)
    .set({ verificationSentAt: at })
    .where(
      and(
        eq(users.id, userId),
        or(isNull(users.verificationSentAt), lte(users.verificationSentAt, earliestPrevious)),
      ),
    )
    .returning({ id: users.id });
  return claimed.length === 1;
}

// --- Sign-in failures and lockout ---

/**
 * Counts a failed sign-in in one statement (so parallel attempts cannot undercount); the failure that
 * reaches `maxFailures` locks the account until `lockUntil` and starts the count again. Answers the lock's
 * end when this failure locked the account.
 */
export async function recordFailedLogin(
  db: Database,
  userId: string,
  maxFailures: number,
  lockUntil: Date,
): Promise<Date | undefined> {
  const reachesLimit = sql`${users.failedLoginCount} + 1 >= ${maxFailures}`;
  const [updated] = await db
    .update(users)
    .set({
      failedLoginCount: sql`case when ${reachesLimit} then 0 else ${users.failedLoginCount} + 1 end`,
      lockedUntil: sql`case when ${reachesLimit} then ${lockUntil.toISOString()}::timestamptz else ${users.lockedUntil} end`,
    })
    .where(eq(users.id, userId))
    .returning({ failedLoginCount: users.failedLoginCount, lockedUntil: users.lockedUntil });
  return updated?.failedLoginCount === 0 ? (updated.lockedUntil ?? undefined) : undefined;
}

export async function clearFailedLogins(db: Database, userId: string): Promise<void> {
  await db.update(users).set({ failedLoginCount: 0, lockedUntil: null }).where(eq(users.id, userId));
}
