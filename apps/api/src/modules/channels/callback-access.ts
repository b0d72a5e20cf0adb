import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { isLoopback } from '../../lib/client-address.ts';
import { HttpProblem } from '../../lib/problem.ts';

const FORWARDING_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip'] as const;

const sameText = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * Aggregators sign nothing, so who may call back is decided here: with CHANNELS_CALLBACK_TOKEN, a request
 * carrying it as `?token=`; without, only a request from this machine's loopback that no proxy forwarded. A
 * server behind a proxy (TRUST_PROXY) needs the token: its proxy on this machine passes anyone's callback, and
 * need not say it forwarded it.
 */
export function checkCallbackAccess(
  request: FastifyRequest,
  { token, behindProxy }: { token: string | undefined; behindProxy: boolean },
): void {
  if (token) {
    const given = (request.query as Record<string, unknown> | undefined)?.token;
    if (typeof given === 'string' && sameText(given, token)) return;
    throw new HttpProblem(403, 'This callback needs the token the aggregator was given (?token=).', [
      { path: 'token', message: given === undefined ? 'Required' : 'Not the configured token' },
    ]);
  }
  const forwarded = FORWARDING_HEADERS.some((header) => request.headers[header] !== undefined);
  if (!behindProxy && isLoopback(request.socket.remoteAddress ?? '') && !forwarded) return;
  throw new HttpProblem(
    403,
    'Callbacks from other machines, or through a proxy, need CHANNELS_CALLBACK_TOKEN set, and the token in the ' +
      'callback URL.',
  );
}
