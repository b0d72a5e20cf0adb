import { randomInt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createTestApp, withApiKey } from '../../testing/test-app.ts';

const redisUrl = process.env.REDIS_URL;

// Runs where Redis is configured (CI sets REDIS_URL); `npm run test:api` says so when it is not.
describe.skipIf(!redisUrl)('rate limits with REDIS_URL', async () => {
  const env = { REDIS_URL: redisUrl ?? '' };
  const first = await createTestApp({ env });
  const second = await createTestApp({ env });

  it('are shared by every API process, so a client cannot multiply its allowance', async () => {
    // A fresh client address per run, so counters left by an earlier run in the same minute do not count.
    const remoteAddress = `10.${randomInt(255)}.${randomInt(255)}.${randomInt(1, 255)}`;
    const report = { message: 'shared limit', url: '/' };
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 12; attempt++) {
      const app = attempt % 2 ? second.app : first.app;
      const response = await app.inject({
        method: 'POST',
        url: '/api/client-errors',
        headers: withApiKey(),
        payload: report,
        remoteAddress,
      });
      statuses.push(response.statusCode);
    }
    // The route allows 10 a minute in total across both processes.
    expect(statuses.filter((status) => status === 201)).toHaveLength(10);
    expect(statuses.slice(10)).toEqual([429, 429]);
  });
});
