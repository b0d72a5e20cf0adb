import fp from 'fastify-plugin';
import { errorCacheControl } from '@carefinder/contracts';

/**
 * Every error answer, API or page, from any route, hook or handler, leaves with the contracts' error
 * caching rule: a 5xx or 429 is never stored by a CDN or proxy, and any other error is kept a minute at most.
 */
export default fp(
  async (app) => {
    app.addHook('onSend', async (_request, reply) => {
      const status = reply.statusCode;
      if (status < 400) return;
      const given = reply.getHeader('cache-control');
      const cacheControl = errorCacheControl(status, typeof given === 'string' ? given : undefined);
      if (cacheControl) reply.header('cache-control', cacheControl);
    });
  },
  { name: 'error-caching' },
);
