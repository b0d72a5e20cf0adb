import { randomUUID } from 'node:crypto';
import {
  PASSWORD_RESET_TTL_SECONDS,
  PROBLEM_TYPES,
  REFRESH_TOKEN_TTL_SECONDS,
  VERIFICATION_RESEND_COOLDOWN_SECONDS,
  type AuthResponse,
  type ChangePasswordRequest,
  type LoginRequest,
  type ResetPasswordRequest,
  type SessionTokens,
  type SignupRequest,
  type UserRole,
} from '@carefinder/contracts';
import type { Database } from '@carefinder/db';
import { isUniqueViolation } from '../../lib/database-errors.ts';
import { normalisePhone } from '../../lib/phone.ts';
import { fieldProblem, tooManyRequests, typedProblem } from '../../lib/problem.ts';
import type { Mailer } from '../mail/plugin.ts';
import { joinInvitingTeams } from '../team/service.ts';
import { pageInLanguage } from '../../lib/message-catalogs.ts';
import {
  changePasswordHash,
  findAccount,
  findAccountByEmail,
  markEmailVerified,
  openAccount,
  presentPublicUser,
  type Account,
} from '../users/service.ts';
import { accountExistsEmail, passwordResetEmail, signInPausedEmail, verificationEmail } from './emails.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { passwordWeakness } from './password-policy.ts';
import {
  claimVerificationSend,
  consumeEmailToken,
  findRefreshToken,
  findSessionHolder,
  forgetAllFailures,
  forgetSourceFailures,
  insertEmailToken,
  insertRefreshToken,
  lockFailureCounters,
  markRotated,
  pruneFailureCounters,
  retireEmailTokens,
  revokeFamily,
  revokeUserSessions,
  storeFailureCounter,
  type EmailTokenPurpose,
} from './repository.ts';
import {
  ACCOUNT_TOTAL,
  accountKeyOf,
  decideAttempt,
  sourceKeyOf,
  type SignInThrottlePolicy,
  type ThrottleRefusal,
} from './throttle.ts';
import { generateOpaqueToken, hashOpaqueToken, type AccessTokens } from './tokens.ts';

export const VERIFY_EMAIL_TTL_SECONDS = 24 * 60 * 60;

export const INVALID_CREDENTIALS = 'The e-mail or password is incorrect.';
export const ADMIN_SIGN_IN_ONLY = 'This sign-in is for administrators. Please use the regular sign-in page.';
export const ACCOUNT_DISABLED =
  'This account has been disabled. Contact CareFinder support if you think this is a mistake.';
export const PASSWORD_RESET_REQUESTED =
  'If an account uses that e-mail address, we have sent it a link to reset the password. The link is ' +
  'valid for 30 minutes.';
const INVALID_SESSION = 'Your session has ended. Sign in again.';
const INVALID_LINK = 'This link is not valid: it has expired or has already been used. Ask for a new one.';

export interface AuthContext {
  db: Database;
  accessTokens: AccessTokens;
  mailer: Mailer;
  /** Origin of the links in e-mails. */
  publicUrl: string;
  throttle: SignInThrottlePolicy;
  /** The app's clock (app.now), which the sign-in throttle reads. */
  now: () => Date;
}

const secondsFromNow = (seconds: number, now = new Date()) => new Date(now.getTime() + seconds * 1000);

function assertStrongPassword(password: string, email: string, field: string) {
  const weakness = passwordWeakness(password, { email });
  if (weakness) throw fieldProblem(400, field, weakness);
}

// --- Sessions ---

async function startSession(ctx: AuthContext, user: Account, userAgent?: string): Promise<SessionTokens> {
  const familyId = randomUUID();
  const refreshToken = generateOpaqueToken();
  await insertRefreshToken(ctx.db, {
    familyId,
    userId: user.id,
    tokenHash: hashOpaqueToken(refreshToken),
    userAgent: userAgent?.slice(0, 500),
    expiresAt: secondsFromNow(REFRESH_TOKEN_TTL_SECONDS),
  });
  const accessToken = await ctx.accessTokens.sign({ userId: user.id, role: user.role, sessionId: familyId });
  return { access_token: accessToken, refresh_token: refreshToken };
}

async function signedIn(ctx: AuthContext, user: Account, userAgent?: string): Promise<AuthResponse> {
  const tokens = await startSession(ctx, user, userAgent);
  return { user: await presentPublicUser(ctx.db, user), ...tokens };
}

/**
 * Spec §7 refresh: a live refresh token is exchanged for a new pair, and the old one can never be used
 * again. Presenting a token that was already rotated means someone kept a copy, so the whole session
 * (family) is revoked and neither party can go on with it.
 */
export async function refreshSession(ctx: AuthContext, refreshToken: string): Promise<SessionTokens> {
  const now = new Date();
  const current = await findRefreshToken(ctx.db, hashOpaqueToken(refreshToken));
  if (!current || current.revokedAt || current.expiresAt <= now)
    throw typedProblem(PROBLEM_TYPES.sessionEnded, INVALID_SESSION);
  if (current.rotatedAt) {
    await revokeFamily(ctx.db, current.familyId, now);
    throw typedProblem(PROBLEM_TYPES.sessionEnded, INVALID_SESSION);
  }
  const user = await findAccount(ctx.db, current.userId);
  if (!user || user.disabledAt) {
    await revokeFamily(ctx.db, current.familyId, now);
    throw user
      ? typedProblem(PROBLEM_TYPES.accountDisabled, ACCOUNT_DISABLED)
      : typedProblem(PROBLEM_TYPES.sessionEnded, INVALID_SESSION);
  }
  const next = generateOpaqueToken();
  const rotated = await ctx.db.transaction(async (tx) => {
    if (!(await markRotated(tx, current.id, now))) return false;
    await insertRefreshToken(tx, {
      familyId: current.familyId,
      userId: user.id,
      tokenHash: hashOpaqueToken(next),
      userAgent: current.userAgent,
      expiresAt: secondsFromNow(REFRESH_TOKEN_TTL_SECONDS, now),
    });
    return true;
  });
  if (!rotated) {
    // Another request used the same token a moment ago: the same reuse as above.
    await revokeFamily(ctx.db, current.familyId, now);
    throw typedProblem(PROBLEM_TYPES.sessionEnded, INVALID_SESSION);
  }
  const accessToken = await ctx.accessTokens.sign({
    userId: user.id,
    role: user.role,
    sessionId: current.familyId,
  });
  return { access_token: accessToken, refresh_token: next };
}

/**
 * The role a signed-in request acts with, as the database holds it now: the account must still exist and be
 * enabled, and the session (the access token's `sid`) still have a live refresh token; otherwise the typed
 * 401 (session-ended) or 403 (account-disabled) that tells the client which.
 */
export async function currentSessionRole(
  db: Database,
  userId: string,
  sessionId: string,
  at: Date,
): Promise<UserRole> {
  const holder = await findSessionHolder(db, userId, sessionId, at);
  if (!holder) throw typedProblem(PROBLEM_TYPES.sessionEnded, 'This account no longer exists.');
  if (holder.disabled) throw typedProblem(PROBLEM_TYPES.accountDisabled, ACCOUNT_DISABLED);
  if (!holder.sessionActive)
    throw typedProblem(PROBLEM_TYPES.sessionEnded, 'This session has ended. Sign in again.');
  return holder.role;
}

/** Ends the session of the refresh token and/or of the access token's `sid`; unknown tokens are ignored. */
export async function logOut(
  ctx: AuthContext,
  { refreshToken, session }: { refreshToken?: string; session?: { userId: string; sessionId: string } },
): Promise<void> {
  const now = new Date();
  if (refreshToken) {
    const token = await findRefreshToken(ctx.db, hashOpaqueToken(refreshToken));
    if (token) await revokeFamily(ctx.db, token.familyId, now);
  }
  if (session) await revokeFamily(ctx.db, session.sessionId, now);
}

// --- Sign-up and e-mail verification ---

async function createEmailLink(
  ctx: AuthContext,
  { id: userId, language }: Pick<Account, 'id' | 'language'>,
  purpose: EmailTokenPurpose,
  ttlSeconds: number,
): Promise<string> {
  const token = generateOpaqueToken();
  await insertEmailToken(ctx.db, {
    userId,
    purpose,
    tokenHash: hashOpaqueToken(token),
    expiresAt: secondsFromNow(ttlSeconds),
  });
  const page = purpose === 'verify_email' ? 'verify-token' : 'reset-password';
  return pageInLanguage(ctx.publicUrl, language, `/${page}?token=${token}`);
}

function sendVerificationLater(ctx: AuthContext, user: Account) {
  ctx.mailer.sendLater(async () =>
    verificationEmail(
      user,
      await createEmailLink(ctx, user, 'verify_email', VERIFY_EMAIL_TTL_SECONDS),
      VERIFY_EMAIL_TTL_SECONDS / 3600,
    ),
  );
}

/** The answer to every sign-up, whether or not the address has an account, so the form reveals none. */
export const signUpAnswer = (email: string) =>
  `We have sent a message to ${email} with what to do next. It can take a few minutes to arrive.`;

/**
 * Opens a USER account and e-mails its confirmation link; the person signs in next (decision 0030). An
 * address that has an account already gets no new one: its owner is e-mailed instead, as forgot-password
 * does, and the answer is the same, so nobody learns from it which addresses have accounts.
 */
export async function signUp(ctx: AuthContext, input: SignupRequest): Promise<string> {
  assertStrongPassword(input.password, input.email, 'password');
  const phone = normalisePhone(input.phone);
  // Hashed whichever way it goes: an existing address answers in the same time as a new one.
  const passwordHash = await hashPassword(input.password);
  const existing = await findAccountByEmail(ctx.db, input.email);
  if (existing) {
    tellOwnerOfSignUpLater(ctx, existing);
    return signUpAnswer(input.email);
  }
  try {
    const user = await openAccount(ctx.db, {
      email: input.email,
      passwordHash,
      firstName: input.firstName,
      lastName: input.lastName,
      phone,
      role: 'USER',
      language: input.language ?? 'en',
      verificationSentAt: new Date(),
    });
    sendVerificationLater(ctx, user);
  } catch (error) {
    // Two sign-ups with one address at the same moment: the unique index keeps the first.
    if (!isUniqueViolation(error)) throw error;
    const first = await findAccountByEmail(ctx.db, input.email);
    if (first) tellOwnerOfSignUpLater(ctx, first);
  }
  return signUpAnswer(input.email);
}

/** The owner learns that someone signed up with their address; an unconfirmed one gets a new link too. */
function tellOwnerOfSignUpLater(ctx: AuthContext, owner: Account) {
  if (owner.disabledAt) return;
  ctx.mailer.sendLater(async () =>
    accountExistsEmail(owner, {
      signIn: pageInLanguage(ctx.publicUrl, owner.language, '/login'),
      forgotPassword: pageInLanguage(ctx.publicUrl, owner.language, '/forgot-password'),
      verify: owner.emailVerifiedAt
        ? undefined
        : await createEmailLink(ctx, owner, 'verify_email', VERIFY_EMAIL_TTL_SECONDS),
    }),
  );
}

export async function verifyEmail(ctx: AuthContext, token: string): Promise<void> {
  const now = new Date();
  const userId = await consumeEmailToken(ctx.db, hashOpaqueToken(token), 'verify_email', now);
  if (!userId) throw fieldProblem(400, 'token', INVALID_LINK);
  const user = await findAccount(ctx.db, userId);
  if (user && !user.emailVerifiedAt) await markEmailVerified(ctx.db, userId, now);
  await retireEmailTokens(ctx.db, userId, 'verify_email', now);
  // The address is proven now: facilities that invited it take the account into their team.
  await joinInvitingTeams(ctx.db, userId, now);
}

/** Sends a new verification link, at most once per cooldown (429 with Retry-After otherwise). */
export async function resendVerification(ctx: AuthContext, userId: string): Promise<string> {
  const user = await findAccount(ctx.db, userId);
  if (!user) throw typedProblem(PROBLEM_TYPES.sessionEnded, 'This account no longer exists.');
  if (user.emailVerifiedAt)
    throw typedProblem(PROBLEM_TYPES.emailAlreadyVerified, 'Your e-mail address is already confirmed.');
  const now = new Date();
  if (!(await claimVerificationSend(ctx.db, userId, now, VERIFICATION_RESEND_COOLDOWN_SECONDS))) {
    const sentAt = user.verificationSentAt?.getTime() ?? now.getTime();
    const waitSeconds = (sentAt + VERIFICATION_RESEND_COOLDOWN_SECONDS * 1000 - now.getTime()) / 1000;
    throw tooManyRequests(
      `We sent a link a moment ago. You can ask for another in ${Math.max(1, Math.ceil(waitSeconds))} seconds.`,
      waitSeconds,
    );
  }
  sendVerificationLater(ctx, user);
  return `We sent a new confirmation link to ${user.email}.`;
}

// --- Sign-in ---

// Unknown e-mail addresses still cost one argon2 verification, so timing does not tell which exist.
let timingDecoyHash: Promise<string> | undefined;
const timingDecoy = () => (timingDecoyHash ??= hashPassword(generateOpaqueToken()));

export const SIGN_IN_PAUSED =
  'There have been too many failed attempts to sign in to this account, so signing in with its password is ' +
  'paused. To sign in again, choose “Forgot your password?” and follow the link we e-mail you.';

function refused(refusal: ThrottleRefusal, now: Date) {
  // No Retry-After: waiting does not help, the e-mailed reset does.
  if (refusal.kind === 'suspended') return typedProblem(PROBLEM_TYPES.accountLocked, SIGN_IN_PAUSED);
  const seconds = (refusal.until.getTime() - now.getTime()) / 1000;
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return tooManyRequests(
    `Too many failed sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}, or reset your password.`,
    seconds,
    PROBLEM_TYPES.accountLocked,
  );
}

const PRUNE_EVERY_MS = 60 * 60 * 1000;
let prunedAt = 0;

/**
 * Counts the attempt as a failure before the password is looked at (taken back if it is right), or
 * refuses it: a source still waiting, or an address at its ceiling. Real and unknown addresses are
 * counted alike, so their answers are the same.
 */
async function claimSignInAttempt(ctx: AuthContext, accountKey: string, sourceKey: string, now: Date) {
  const decision = await ctx.db.transaction(async (tx) => {
    const stored = await lockFailureCounters(tx, accountKey, sourceKey, now);
    const decided = decideAttempt(ctx.throttle, now, stored);
    if (decided.evaluate) {
      await storeFailureCounter(tx, accountKey, ACCOUNT_TOTAL, decided.account);
      await storeFailureCounter(tx, accountKey, sourceKey, decided.source);
    }
    return decided;
  });
  if (now.getTime() - prunedAt >= PRUNE_EVERY_MS) {
    prunedAt = now.getTime();
    await pruneFailureCounters(ctx.db, now);
  }
  return decision;
}

/**
 * Sign-in with e-mail and password (decision 0009). Failures are paced per (address, source): a source
 * that keeps failing waits longer and longer, while the owner's right password from anywhere else still
 * works. An address's failures from every source stop at a ceiling, after which only a password reset by
 * the e-mailed link opens it again (and its owner is told by e-mail).
 */
export async function logIn(
  ctx: AuthContext,
  { email, password }: LoginRequest,
  { adminOnly, userAgent, clientAddress }: { adminOnly: boolean; userAgent?: string; clientAddress: string },
): Promise<AuthResponse> {
  const now = ctx.now();
  const accountKey = accountKeyOf(email);
  const sourceKey = sourceKeyOf(clientAddress);
  const attempt = await claimSignInAttempt(ctx, accountKey, sourceKey, now);
  if (!attempt.evaluate) throw refused(attempt.refusal, now);

  const user = await findAccountByEmail(ctx.db, email);
  let account: Account | undefined;
  if (!user) await verifyPassword(await timingDecoy(), password);
  else if (await verifyPassword(user.passwordHash, password)) account = user;
  if (!account) {
    if (!attempt.ifWrong) throw typedProblem(PROBLEM_TYPES.invalidCredentials, INVALID_CREDENTIALS);
    if (attempt.ifWrong.kind === 'suspended' && attempt.ifWrong.reachedNow && user && !user.disabledAt) {
      const owner = user;
      ctx.mailer.sendLater(async () =>
        signInPausedEmail(
          owner,
          pageInLanguage(ctx.publicUrl, owner.language, '/forgot-password'),
          ctx.throttle.accountCeiling,
        ),
      );
    }
    throw refused(attempt.ifWrong, now);
  }
  await forgetSourceFailures(ctx.db, accountKey, sourceKey, now);
  // Only after the right password, so these answers do not reveal anything to someone guessing.
  if (account.disabledAt) throw typedProblem(PROBLEM_TYPES.accountDisabled, ACCOUNT_DISABLED);
  if (adminOnly && account.role !== 'ADMIN') throw typedProblem(PROBLEM_TYPES.wrongRole, ADMIN_SIGN_IN_ONLY);
  return signedIn(ctx, account, userAgent);
}

// --- Passwords ---

/**
 * Every address costs the same before the answer: one lookup (a database outage is a 503 for all) and one
 * mailer job. The link is made, recorded and mailed after it, for an enabled account only: recorded before,
 * it cost a real address an insert that a made-up one has no row to match (decision 0009). After the answer
 * it shares the e-mail's fate: logged on failure, waited for on shutdown.
 */
export async function requestPasswordReset(ctx: AuthContext, email: string): Promise<void> {
  const user = await findAccountByEmail(ctx.db, email);
  const account = user && !user.disabledAt ? user : undefined;
  ctx.mailer.sendLater(async () => {
    if (!account) return undefined;
    const link = await createEmailLink(ctx, account, 'reset_password', PASSWORD_RESET_TTL_SECONDS);
    return passwordResetEmail(account, link, PASSWORD_RESET_TTL_SECONDS / 60);
  });
}

/** Sets a new password from a reset link and ends every session of the account. */
export async function resetPassword(
  ctx: AuthContext,
  { token, password }: ResetPasswordRequest,
): Promise<void> {
  const now = new Date();
  const tokenHash = hashOpaqueToken(token);
  const passwordHash = await hashPassword(password);
  await ctx.db.transaction(async (tx) => {
    const userId = await consumeEmailToken(tx, tokenHash, 'reset_password', now);
    if (!userId) throw fieldProblem(400, 'token', INVALID_LINK);
    const user = await findAccount(tx, userId);
    if (!user) throw fieldProblem(400, 'token', INVALID_LINK);
    assertStrongPassword(password, user.email, 'password');
    await changePasswordHash(tx, userId, passwordHash, {
      // The link reached the inbox, which proves the address as well as a verification link would.
      emailVerifiedAt: user.emailVerifiedAt ?? now,
    });
    await retireEmailTokens(tx, userId, 'reset_password', now);
    await revokeUserSessions(tx, userId, now);
    // The owner is back in: every wait and the ceiling of failed sign-ins are lifted.
    await forgetAllFailures(tx, accountKeyOf(user.email));
  });
}

/** Changes the password of the signed-in user and ends their other sessions (this one stays). */
export async function changePassword(
  ctx: AuthContext,
  caller: { id: string; sessionId: string },
  { currentPassword, newPassword }: ChangePasswordRequest,
): Promise<void> {
  const user = await findAccount(ctx.db, caller.id);
  if (!user) throw typedProblem(PROBLEM_TYPES.sessionEnded, 'This account no longer exists.');
  await confirmPassword(user, currentPassword, 'currentPassword', 'The current password is incorrect.');
  assertStrongPassword(newPassword, user.email, 'newPassword');
  const now = new Date();
  const passwordHash = await hashPassword(newPassword);
  await ctx.db.transaction(async (tx) => {
    await changePasswordHash(tx, user.id, passwordHash);
    await revokeUserSessions(tx, user.id, now, caller.sessionId);
  });
}

/** Ends every session of the account (an ADMIN disabled it): its refresh tokens stop working at once. */
export async function endEverySession(db: Database, userId: string, at: Date): Promise<void> {
  await revokeUserSessions(db, userId, at);
}

/**
 * A step that asks for the password again (changing it, deleting the account): 400 naming `field` when it
 * is not the account's (not 401, which would make the client refresh and retry, spec §4).
 */
export async function confirmPassword(
  user: { passwordHash: string },
  password: string,
  field = 'password',
  message = 'The password is incorrect.',
): Promise<void> {
  if (!(await verifyPassword(user.passwordHash, password))) throw fieldProblem(400, field, message);
}
