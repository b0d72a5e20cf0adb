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
 * carrying it as `?token=`; without, only a request from this machine's loopback that no proxy forwarded
 * (a proxy on this machine would otherwise pass anyone's).
 */
export function checkCallbackAccess(request: FastifyRequest, token: string | undefined): void {
  if (token) {
    const given = (request.query as Record<string, unknown> | undefined)?.token;
    if (typeof given === 'string' && sameText(given, token)) return;
    throw new HttpProblem(403, 'This callback needs the token the aggregator was given (?token=).', [
      { path: 'token', message: given === undefined ? 'Required' : 'Not the configured token' },
    ]);
  }
  const forwarded = FORWARDING_HEADERS.some((header) => request.headers[header] !== undefined);
  if (isLoopback(request.socket.remoteAddress ?? '') && !forwarded) return;
  throw new HttpProblem(
    403,
    'Callbacks from other machines need CHANNELS_CALLBACK_TOKEN set, and the token in the callback URL.',
  );
}
