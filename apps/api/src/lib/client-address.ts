import { isIP, isIPv4, isIPv6 } from 'node:net';
import type { FastifyRequest } from 'fastify';

/**
 * Where a request comes from, as far as pacing and rate limits go (sign-ins, contact messages, search, open
 * data): an IPv4 address, or the /64 network of an IPv6 address (one subscriber's allocation, in which a
 * client can pick any address).
 */
export function clientSource(ip: string): string {
  const address = ip.replace(/%.*$/, '');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped && isIPv4(mapped)) return mapped;
  if (isIPv4(address) || !isIPv6(address)) return address;
  return `${ipv6Groups(address).slice(0, 4).join(':')}::/64`;
}

/** A loopback address: this machine. */
export const isLoopback = (address: string) =>
  /^127\./.test(address) || address === '::1' || /^::ffff:127\./i.test(address);

/**
 * Where a request comes from, for a per-address limit (`clientSource` of it), or `undefined` when this
 * machine asks for itself. The web host's server loaders and actions call the API from this machine: when
 * one names the visitor in X-Forwarded-For (the address the web host decided, not one the visitor sent), the
 * last forwarded address is the source; when it names none, the request is the server's own. Any other
 * peer is `request.ip` (TRUST_PROXY rules).
 */
export function requestSource(request: FastifyRequest): string | undefined {
  if (!isLoopback(request.socket.remoteAddress ?? '')) return clientSource(request.ip);
  const header = request.headers['x-forwarded-for'];
  if (header === undefined) return undefined;
  const forwarded = (Array.isArray(header) ? header.join(',') : header).split(',').at(-1)?.trim();
  return clientSource(forwarded && isIP(forwarded) ? forwarded : request.ip);
}

/**
 * The source a limit that spares no one counts (contact messages, open-data downloads): `requestSource`, with
 * this machine's own requests, naming no visitor, counted as this machine's address.
 */
export function limitedSource(request: FastifyRequest): string {
  return requestSource(request) ?? clientSource(request.ip);
}

/** The eight 16-bit groups of an IPv6 address, without leading zeros ("2001:db8::1" → 2001,db8,0,…,1). */
function ipv6Groups(address: string): string[] {
  const [head = '', tail] = address.toLowerCase().split('::');
  const part = (text: string) => {
    if (!text) return [];
    const groups = text.split(':');
    const last = groups.at(-1) ?? '';
    if (last.includes('.')) {
      // An embedded IPv4 address is the last two groups.
      const [a = 0, b = 0, c = 0, d = 0] = last.split('.').map(Number);
      groups.splice(-1, 1, ((a << 8) | b).toString(16), ((c << 8) | d).toString(16));
    }
    return groups;
  };
  const before = part(head);
  const after = tail === undefined ? [] : part(tail);
  const zeros = Array.from({ length: 8 - before.length - after.length }, () => '0');
  return [...before, ...zeros, ...after].map((group) => parseInt(group, 16).toString(16));
}
