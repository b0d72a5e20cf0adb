import type { FastifyRequest } from 'fastify';
import { clientSource, requestSource } from '../../lib/client-address.ts';

/**
 * Where a contact message comes from, for its rate limit: an IPv4 address or an IPv6 /64. The contact
 * page posts from the web server (its server action), which names the visitor in X-Forwarded-For
 * (`requestSource`); a request from this machine that names no visitor counts as this machine's own.
 */
export function contactSource(request: FastifyRequest): string {
  return requestSource(request) ?? clientSource(request.ip);
}
