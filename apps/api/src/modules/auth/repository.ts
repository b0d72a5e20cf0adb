import { and, eq, gt, inArray, isNull, lte, ne, or, sql } from 'drizzle-orm';
import type { UserRole } from '@carefinder/contracts';
import { schema, type Database } from '@carefinder/db';
import { ACCOUNT_TOTAL } from './throttle.ts';

const { emailTokens, refreshTokens, signInFailures, users } = schema;

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

// --- Failed sign-ins (decision 0009) ---

export type FailureCounterRow = typeof signInFailures.$inferSelect;

/**
 * The address's total and this source's counter, locked until the transaction ends so that parallel
 * attempts take turns. Missing rows are made first (already expired, so they count as absent).
 */
export async function lockFailureCounters(
  db: Database,
  accountKey: string,
  sourceKey: string,
  now: Date,
): Promise<{ account?: FailureCounterRow | undefined; source?: FailureCounterRow | undefined }> {
  await db
    .insert(signInFailures)
    .values([ACCOUNT_TOTAL, sourceKey].map((key) => ({ accountKey, sourceKey: key, expiresAt: now })))
    .onConflictDoNothing();
  return lockedCounters(db, accountKey, sourceKey);
}

/** The two rows, locked in one order (the total, '', first) by everyone. */
async function lockedCounters(db: Database, accountKey: string, sourceKey: string) {
  const rows = await db
    .select()
    .from(signInFailures)
    .where(
      and(
        eq(signInFailures.accountKey, accountKey),
        inArray(signInFailures.sourceKey, [ACCOUNT_TOTAL, sourceKey]),
      ),
    )
    .orderBy(signInFailures.sourceKey)
    .for('update');
  return {
    account: rows.find((row) => row.sourceKey === ACCOUNT_TOTAL),
    source: rows.find((row) => row.sourceKey === sourceKey),
  };
}

/** Writes a counter (an upsert: a pruning in between may have removed its expired row). */
export async function storeFailureCounter(
  db: Database,
  accountKey: string,
  sourceKey: string,
  counter: Pick<FailureCounterRow, 'failures' | 'blockedUntil' | 'expiresAt'>,
): Promise<void> {
  await db
    .insert(signInFailures)
    .values({ accountKey, sourceKey, ...counter })
    .onConflictDoUpdate({ target: [signInFailures.accountKey, signInFailures.sourceKey], set: counter });
}

/**
 * After a right password: forgets this source's failures, and takes those still remembered off the
 * address's total (NIST SP 800-63B: disregard earlier failures from the same source). Other sources keep
 * theirs. Locks in the order lockFailureCounters does, so the two cannot deadlock.
 */
export async function forgetSourceFailures(
  db: Database,
  accountKey: string,
  sourceKey: string,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const { source } = await lockedCounters(tx, accountKey, sourceKey);
    if (!source) return;
    await tx
      .delete(signInFailures)
      .where(and(eq(signInFailures.accountKey, accountKey), eq(signInFailures.sourceKey, sourceKey)));
    const remembered = source.expiresAt === null || source.expiresAt > now ? source.failures : 0;
    if (remembered > 0)
      await tx
        .update(signInFailures)
        .set({ failures: sql`greatest(0, ${signInFailures.failures} - ${remembered})` })
        .where(and(eq(signInFailures.accountKey, accountKey), eq(signInFailures.sourceKey, ACCOUNT_TOTAL)));
  });
}

/** After a password reset: every counter of the address, the total and each source's, is gone. */
export async function forgetAllFailures(db: Database, accountKey: string): Promise<void> {
  // Locked first in the order of lockedCounters, which a delete alone does not keep (call in a transaction).
  await db
    .select({ sourceKey: signInFailures.sourceKey })
    .from(signInFailures)
    .where(eq(signInFailures.accountKey, accountKey))
    .orderBy(signInFailures.sourceKey)
    .for('update');
  await db.delete(signInFailures).where(eq(signInFailures.accountKey, accountKey));
}

/** Removes the counters that no longer count (the table does not grow with every address ever tried). */
export async function pruneFailureCounters(db: Database, now: Date): Promise<void> {
  // Skips rows a sign-in holds, so it never waits for one, nor takes part in a deadlock.
  await db.execute(sql`
    delete from ${signInFailures}
    where (account_key, source_key) in (
      select account_key, source_key from ${signInFailures}
      where expires_at <= ${now.toISOString()}::timestamptz
      for update skip locked
    )
  `);
}
