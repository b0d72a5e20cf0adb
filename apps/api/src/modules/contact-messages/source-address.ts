import { isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';
import { clientSource } from '../../lib/client-address.ts';

const isLoopback = (address: string) =>
  /^127\./.test(address) || address === '::1' || /^::ffff:127\./i.test(address);

/**
 * Where a contact message comes from, for its rate limit: an IPv4 address or an IPv6 /64. The contact
 * page posts from the web server (its server action), which connects from this machine and names the
 * visitor in X-Forwarded-For (the address the web host decided, not one the visitor sent): a loopback
 * peer's last forwarded address is then the source. Any other peer is `request.ip` (TRUST_PROXY rules).
 */
export function contactSource(request: FastifyRequest): string {
  const peer = request.socket.remoteAddress ?? '';
  const header = request.headers['x-forwarded-for'];
  const forwarded = (Array.isArray(header) ? header.join(',') : (header ?? '')).split(',').at(-1)?.trim();
  if (forwarded && isIP(forwarded) && isLoopback(peer)) return clientSource(forwarded);
  return clientSource(request.ip);
}
