import { BlockList, isIP } from 'node:net';

/** What is knowable about an address without a geo database. */
export interface IpFacts {
  ip: string;
  version: 'v4' | 'v6';
  isPrivate: boolean;
  isLoopback: boolean;
}

const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');
// RFC 1918, carrier-grade NAT, link-local; IPv6 unique-local and link-local.
const privateRanges = new BlockList();
for (const [net, bits] of [['10.0.0.0', 8], ['172.16.0.0', 12], ['192.168.0.0', 16], ['100.64.0.0', 10], ['169.254.0.0', 16]] as const) privateRanges.addSubnet(net, bits, 'ipv4');
privateRanges.addSubnet('fc00::', 7, 'ipv6');
privateRanges.addSubnet('fe80::', 10, 'ipv6');

/** Facts of an address (an IPv4-mapped IPv6 address reads as its IPv4 form), or undefined when it is not an address. */
export function ipFacts(raw: string): IpFacts | undefined {
  const ip = raw.replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i, '$1');
  const v = isIP(ip);
  if (!v) return undefined;
  const type = v === 4 ? 'ipv4' : 'ipv6';
  const isLoopback = loopback.check(ip, type);
  return { ip, version: v === 4 ? 'v4' : 'v6', isPrivate: isLoopback || privateRanges.check(ip, type), isLoopback };
}
