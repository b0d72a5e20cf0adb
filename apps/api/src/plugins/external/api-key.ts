import fp from 'fastify-plugin';
import { problem, sendProblem } from '../../lib/problem.ts';
import { decodedPath, isApiPath } from '../../lib/request-path.ts';

/**
 * Health probes, and the aggregators' callbacks, which cannot send a header (the channels check their
 * callers themselves: channels/callback-access.ts).
 */
const EXEMPT_PATHS = new Set([
  '/api/health',
  '/api/ready',
  '/api/ussd/africastalking',
  '/api/sms/africastalking',
]);

/**
 * Every /api request names its client app in `x-api-key` (spec §7). The key identifies the app; it is not
 * a secret. Health probes, aggregators' callbacks and the API documentation are exempt.
 */
export default fp<{ apiKeys: readonly string[] }>(
  async (app, { apiKeys }) => {
    const accepted = new Set(apiKeys);
    app.addHook('onRequest', async (request, reply) => {
      // The router decodes percent-escapes ("/%61pi/…" reaches /api routes), so the check must too.
      const path = decodedPath(request.url);
      if (!isApiPath(path)) return;
      if (EXEMPT_PATHS.has(path) || path === '/api/docs' || path.startsWith('/api/docs/')) return;
      const key = request.headers['x-api-key'];
      if (typeof key === 'string' && accepted.has(key)) return;
      return sendProblem(
        reply,
        problem(
          401,
          key ? 'The x-api-key header is not a known client key.' : 'The x-api-key header is required.',
          [{ path: 'x-api-key', message: key ? 'Unknown API key' : 'Required' }],
        ),
      );
    });
  },
  { name: 'api-key' },
);
