// @ts-nocheck
import { describe, expect, it } from 'vitest';
import { publicUnicastOnly } from '#lambdas/lib/adapters/safe-fetch/address-policy.ts';

describe('the address policy: public unicast only', () => {
  it.each(['93.184.216.34', '8.8.8.8', '2606:4700::1111', '2a00:1450:4009:81f::200e'])(
    'allows %s',
    (address) => {
      expect(publicUnicastOnly(address)).toBe(true);
    },
  );

  it.each([
    ['loopback', '127.0.0.1'],
    ['loopback elsewhere in 127/8', '127.53.0.1'],
    ['IPv6 loopback', '::1'],
    ['IPv4-mapped loopback', '::ffff:127.0.0.1'],
    ['IPv4-mapped private', '::ffff:10.0.0.1'],
    ['IPv4-compatible loopback', '::7f00:1'],
    ['private 10/8', '10.1.2.3'],
    ['private 172.16/12', '172.31.255.255'],
    ['private 192.168/16', '192.168.0.1'],
    ['link-local', '169.254.169.254'],
    ['carrier-grade NAT', '100.127.255.254'],
    ['unspecified', '0.0.0.0'],
    ['IPv6 unspecified', '::'],
    ['IPv6 link-local', 'fe80::1'],
    ['IPv6 unique-local', 'fd12:3456:789a::1'],
    ['multicast', '239.255.255.250'],
    ['IPv6 multicast', 'ff02::1'],
    ['documentation', '192.0.2.10'],
    ['IPv6 documentation', '2001:db8::1'],
    ['NAT64', '64:ff9b::a00:1'],
    ['6to4', '2002:a00:1::'],
    ['Teredo', '2001::1'],
    ['not an address', 'example.com'],
  ])('refuses %s (%s)', (_label, address) => {
    expect(publicUnicastOnly(address)).toBe(false);
  });
});
