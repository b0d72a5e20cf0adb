import { describe, expect, it } from 'vitest';
import { clientSource } from './client-address.ts';

describe('clientSource', () => {
  it.each([
    ['41.58.12.7', '41.58.12.7'],
    ['::ffff:41.58.12.7', '41.58.12.7'],
    ['2001:db8:a:b:c:d:e:f', '2001:db8:a:b::/64'],
    ['2001:DB8:A:B::1', '2001:db8:a:b::/64'],
    ['2001:0db8:000a:000b:1::', '2001:db8:a:b::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['64:ff9b::192.0.2.1', '64:ff9b:0:0::/64'],
  ])('%s is the source %s', (ip, source) => {
    expect(clientSource(ip)).toBe(source);
  });
});
