import { isIPv4, isIPv6 } from 'node:net';

/**
 * Where a request comes from, as far as pacing and rate limits go (failed sign-ins, contact messages): an
 * IPv4 address, or the /64 network of an IPv6 address (one subscriber's allocation, in which a client can
 * pick any address).
 */
export function clientSource(ip: string): string {
  const address = ip.replace(/%.*$/, '');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped && isIPv4(mapped)) return mapped;
  if (isIPv4(address) || !isIPv6(address)) return address;
  return `${ipv6Groups(address).slice(0, 4).join(':')}::/64`;
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
