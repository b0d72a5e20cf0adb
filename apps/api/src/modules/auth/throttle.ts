import { clientSource } from '../../lib/client-address.ts';
import { hashOpaqueToken } from './tokens.ts';

/**
 * How failed sign-ins are paced (decision 0009). Pure: the counters come from and go back to the
 * `sign_in_failures` table, in the transaction of the attempt.
 */
export interface SignInThrottlePolicy {
  /** Failures from one source (against one address) before that source has to wait: LOGIN_MAX_FAILURES. */
  freeFailuresPerSource: number;
  /** The first wait (LOGIN_LOCKOUT_SECONDS); every further failure from the source doubles it. */
  firstWaitSeconds: number;
  /** The longest wait of one source. */
  maxWaitSeconds: number;
  /** A source's failures are forgotten this long after its last failure or the end of its wait. */
  sourceMemorySeconds: number;
  /**
   * Failures against one address from every source (NIST SP 800-63B: at most 100) at which signing in with
   * the password stops until the password is reset through the e-mailed link.
   */
  accountCeiling: number;
  /** An address's total is forgotten after this long without a failure, unless it reached the ceiling. */
  accountMemorySeconds: number;
}

const HOUR = 60 * 60;
const DAY = 24 * HOUR;

export function signInThrottlePolicy({
  maxFailures,
  lockoutSeconds,
}: {
  maxFailures: number;
  lockoutSeconds: number;
}): SignInThrottlePolicy {
  return {
    freeFailuresPerSource: maxFailures,
    firstWaitSeconds: lockoutSeconds,
    maxWaitSeconds: Math.max(DAY, lockoutSeconds),
    sourceMemorySeconds: DAY,
    accountCeiling: 100,
    accountMemorySeconds: 30 * DAY,
  };
}

/** The source key of an address's total, across every source. */
export const ACCOUNT_TOTAL = '';

/** The key of an e-mail address's counters, the same whether or not an account uses the address. */
export const accountKeyOf = (email: string) => hashOpaqueToken(email.trim().toLowerCase());

/** The key of a source's counters: its address, or its IPv6 /64 (`clientSource`), hashed. */
export const sourceKeyOf = (ip: string) => hashOpaqueToken(clientSource(ip));

export interface FailureCounter {
  failures: number;
  blockedUntil: Date | null;
  expiresAt: Date | null;
}

/** Why an attempt is not evaluated, or what a wrong password in it leads to. */
export type ThrottleRefusal = { kind: 'suspended'; reachedNow: boolean } | { kind: 'waiting'; until: Date };

export type AttemptDecision =
  /** Refused before the password is looked at. */
  | { evaluate: false; refusal: ThrottleRefusal }
  /**
   * Evaluated, and counted as a failure until the password proves right (so parallel attempts cannot
   * exceed the limits): `account` and `source` are the counters to store now, `ifWrong` the answer to a
   * wrong password (undefined: the usual invalid-credentials).
   */
  | {
      evaluate: true;
      account: FailureCounter;
      source: FailureCounter;
      ifWrong: ThrottleRefusal | undefined;
    };

const live = (counter: FailureCounter | undefined, now: Date) =>
  counter && (counter.expiresAt === null || counter.expiresAt > now) ? counter : undefined;

const later = (now: Date, seconds: number) => new Date(now.getTime() + seconds * 1000);

/** The wait of a source after its `failures`-th failure (0 while it has failures to spare). */
export function waitSeconds(policy: SignInThrottlePolicy, failures: number): number {
  const beyond = failures - policy.freeFailuresPerSource;
  if (beyond < 0) return 0;
  return Math.min(policy.firstWaitSeconds * 2 ** Math.min(beyond, 32), policy.maxWaitSeconds);
}

/** Decides a sign-in attempt from the address's total and this source's counter (either may be absent). */
export function decideAttempt(
  policy: SignInThrottlePolicy,
  now: Date,
  stored: { account?: FailureCounter | undefined; source?: FailureCounter | undefined },
): AttemptDecision {
  const account = live(stored.account, now);
  const source = live(stored.source, now);
  const accountFailures = account?.failures ?? 0;
  if (accountFailures >= policy.accountCeiling)
    return { evaluate: false, refusal: { kind: 'suspended', reachedNow: false } };
  if (source?.blockedUntil && source.blockedUntil > now)
    return { evaluate: false, refusal: { kind: 'waiting', until: source.blockedUntil } };

  const sourceFailures = (source?.failures ?? 0) + 1;
  const wait = waitSeconds(policy, sourceFailures);
  const blockedUntil = wait > 0 ? later(now, wait) : null;
  const total = accountFailures + 1;
  const reachesCeiling = total >= policy.accountCeiling;
  return {
    evaluate: true,
    account: {
      failures: total,
      blockedUntil: null,
      expiresAt: reachesCeiling ? null : later(now, policy.accountMemorySeconds),
    },
    source: {
      failures: sourceFailures,
      blockedUntil,
      expiresAt: later(blockedUntil ?? now, policy.sourceMemorySeconds),
    },
    ifWrong: reachesCeiling
      ? { kind: 'suspended', reachedNow: true }
      : blockedUntil
        ? { kind: 'waiting', until: blockedUntil }
        : undefined,
  };
}
