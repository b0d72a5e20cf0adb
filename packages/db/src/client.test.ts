import { describe, expect, it } from 'vitest';
import { databaseLocation, waitForDatabase } from './client.ts';

const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
const badPassword = Object.assign(new Error('password authentication failed for user "app"'), {
  code: '28P01',
});
const isTransient = (error: unknown) => error === refused;

/** A database that fails its first pings with the given errors, then answers. */
function databaseFailing(...failures: unknown[]) {
  let pings = 0;
  return {
    ping: async () => {
      const failure = failures[pings++];
      if (failure) throw failure;
    },
    pings: () => pings,
  };
}

describe('waitForDatabase', () => {
  it('resolves at once, with no failed attempt, when the database answers', async () => {
    const database = databaseFailing();
    const retries: number[] = [];
    expect(await waitForDatabase(database, { isTransient, onRetry: () => retries.push(1) })).toBe(0);
    expect(retries).toEqual([]);
  });

  it('retries an unreachable database after doubling delays, capped, until it answers', async () => {
    const database = databaseFailing(refused, refused, refused, refused);
    const retries: Array<{ attempt: number; delayMs: number }> = [];
    const failures = await waitForDatabase(database, {
      isTransient,
      onRetry: ({ attempt, delayMs, error }) => {
        expect(error).toBe(refused);
        retries.push({ attempt, delayMs });
      },
      firstDelayMs: 1,
      maxDelayMs: 4,
    });
    expect(failures).toBe(4);
    expect(database.pings()).toBe(5);
    expect(retries).toEqual([
      { attempt: 1, delayMs: 1 },
      { attempt: 2, delayMs: 2 },
      { attempt: 3, delayMs: 4 },
      { attempt: 4, delayMs: 4 },
    ]);
  });

  it('throws a failure waiting cannot cure (wrong password, no such database) without retrying', async () => {
    const database = databaseFailing(refused, badPassword);
    const attempts: number[] = [];
    await expect(
      waitForDatabase(database, {
        isTransient,
        onRetry: ({ attempt }) => attempts.push(attempt),
        firstDelayMs: 1,
      }),
    ).rejects.toBe(badPassword);
    expect(attempts).toEqual([1]);
  });
});

describe('databaseLocation', () => {
  it.each([
    ['postgres://app:secret@db.internal:6543/carefinder', 'db.internal:6543/carefinder'],
    ['postgres://postgres@127.0.0.1/test', '127.0.0.1:5432/test'],
    ['not a url', '(unreadable DATABASE_URL)'],
  ])('names %s as %s, never its credentials', (url, expected) => {
    expect(databaseLocation(url)).toBe(expected);
  });
});
