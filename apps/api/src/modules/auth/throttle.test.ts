import { describe, expect, it } from 'vitest';
import { decideAttempt, signInThrottlePolicy, waitSeconds, type FailureCounter } from './throttle.ts';

const policy = signInThrottlePolicy({ maxFailures: 5, lockoutSeconds: 900 });
const now = new Date('2026-12-01T10:00:00Z');
const at = (seconds: number) => new Date(now.getTime() + seconds * 1000);
const counter = (failures: number, overrides: Partial<FailureCounter> = {}): FailureCounter => ({
  failures,
  blockedUntil: null,
  expiresAt: at(3600),
  ...overrides,
});

describe('waitSeconds', () => {
  it('is nothing while the source has failures to spare, then doubles up to a day', () => {
    expect([1, 4, 5, 6, 7, 11, 12, 60].map((failures) => waitSeconds(policy, failures))).toEqual([
      0, 0, 900, 1800, 3600, 57_600, 86_400, 86_400,
    ]);
  });
});

describe('decideAttempt', () => {
  it('counts a first attempt before it is evaluated', () => {
    expect(decideAttempt(policy, now, {})).toEqual({
      evaluate: true,
      account: { failures: 1, blockedUntil: null, expiresAt: at(30 * 86_400) },
      source: { failures: 1, blockedUntil: null, expiresAt: at(86_400) },
      ifWrong: undefined,
    });
  });

  it('makes the source wait when this attempt is its fifth failure', () => {
    const decision = decideAttempt(policy, now, { account: counter(20), source: counter(4) });
    expect(decision).toMatchObject({
      evaluate: true,
      account: { failures: 21 },
      source: { failures: 5, blockedUntil: at(900), expiresAt: at(900 + 86_400) },
      ifWrong: { kind: 'waiting', until: at(900) },
    });
  });

  it('refuses a source that is waiting, unseen and uncounted', () => {
    expect(
      decideAttempt(policy, now, { account: counter(5), source: counter(5, { blockedUntil: at(10) }) }),
    ).toEqual({ evaluate: false, refusal: { kind: 'waiting', until: at(10) } });
  });

  it('pauses the address at its ceiling, whatever the source', () => {
    expect(decideAttempt(policy, now, { account: counter(100, { expiresAt: null }) })).toEqual({
      evaluate: false,
      refusal: { kind: 'suspended', reachedNow: false },
    });
    expect(decideAttempt(policy, now, { account: counter(99) })).toMatchObject({
      evaluate: true,
      account: { failures: 100, expiresAt: null },
      ifWrong: { kind: 'suspended', reachedNow: true },
    });
  });

  it('treats expired counters as absent', () => {
    const expired = { expiresAt: at(0) };
    expect(
      decideAttempt(policy, now, {
        account: counter(99, expired),
        source: counter(9, { ...expired, blockedUntil: at(60) }),
      }),
    ).toMatchObject({
      evaluate: true,
      account: { failures: 1 },
      source: { failures: 1 },
      ifWrong: undefined,
    });
  });
});
