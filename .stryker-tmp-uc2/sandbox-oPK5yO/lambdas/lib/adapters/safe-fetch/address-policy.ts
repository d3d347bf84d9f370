// @ts-nocheck
import ipaddr from 'ipaddr.js';

// Which IP addresses the fetcher may connect to (docs/design.md#security). Only addresses that
// ipaddr.js calls `unicast`: that excludes loopback, private, link-local (169.254.169.254,
// the cloud metadata service), carrier-grade NAT, unique-local, multicast, broadcast,
// unspecified, reserved and documentation ranges, and the IPv6 forms that carry an IPv4
// address to somewhere else (NAT64, 6to4, Teredo). Never the `ip` package: its `isPublic`
// has open CVEs (GHSA-2p57-rm9w-gvfp).

/** Decides whether one resolved or literal address may be connected to. */
export type AddressPolicy = (address: string) => boolean;

/** IPv4-compatible IPv6 (`::a.b.c.d`, deprecated by RFC 4291): ipaddr.js calls it unicast. */
function isIpv4Compatible(address: ipaddr.IPv6): boolean {
  return address.parts.slice(0, 6).every((part) => part === 0);
}

export const publicUnicastOnly: AddressPolicy = (address) => {
  if (!ipaddr.isValid(address)) return false;
  // process() turns IPv4-mapped IPv6 (::ffff:127.0.0.1) into the IPv4 address it carries.
  const parsed = ipaddr.process(address);
  if (parsed.kind() === 'ipv6' && isIpv4Compatible(parsed as ipaddr.IPv6)) return false;
  return parsed.range() === 'unicast';
};
