import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import { Redis } from 'ioredis';

/**
 * Rate limits are declared per route (`config.rateLimit`). Counters live in memory, or in Redis when
 * REDIS_URL is set so that every API process shares them.
 */
export default fp<{ redisUrl?: string | undefined }>(
  async (app, { redisUrl }) => {
    const redis = redisUrl
      ? new Redis(redisUrl, { connectTimeout: 500, maxRetriesPerRequest: 1, lazyConnect: false })
      : undefined;
    await app.register(rateLimit, {
      global: false,
      ...(redis ? { redis, nameSpace: 'carefinder-rl:' } : {}),
      errorResponseBuilder: (_request, context) => ({
        statusCode: 429,
        message: `Too many requests. Try again in ${Math.ceil(context.ttl / 1000)} seconds.`,
      }),
    });
    if (redis) app.addHook('onClose', async () => void (await redis.quit()));
  },
  { name: 'rate-limit' },
);
