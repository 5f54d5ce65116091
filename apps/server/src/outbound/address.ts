import dns, { type LookupAddress } from 'node:dns';
import { isIP, type LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';

/** Where tenant-chosen outbound requests may go. */
export interface OutboundPolicy {
  /** Only public addresses (production); off, anything resolves (dev IdPs and receivers run on loopback). */
  publicOnly: boolean;
  /** Networks (CIDR) the operator allows besides public ones, e.g. an on-premises IdP (OUTBOUND_ALLOWED_NETWORKS). */
  allowedNetworks?: readonly string[];
}

/** The policy a server configuration sets. */
export const outboundPolicy = (config: { production: boolean; outboundAllowedNetworks?: readonly string[] }): OutboundPolicy =>
  ({ publicOnly: config.production, allowedNetworks: config.outboundAllowedNetworks ?? [] });

// IPv4-compatible IPv6 (::a.b.c.d, deprecated) is "unicast" to ipaddr.js but names an IPv4 host.
const IPV4_COMPATIBLE = ipaddr.parseCIDR('::/96');

/**
 * True when the address is on the public internet: ipaddr's 'unicast' range only, so private, loopback, link-local
 * (cloud metadata), unique-local, CGNAT, multicast, reserved, NAT64/6to4/Teredo and v4-mapped forms of any of them fail.
 */
export function isPublicAddress(address: string): boolean {
  const parsed = ipaddr.process(address);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).match(IPV4_COMPATIBLE)) return false;
  return parsed.range() === 'unicast';
}

/** True when the policy lets a request connect to `address`. */
export function addressAllowed(address: string, policy: OutboundPolicy): boolean {
  if (!policy.publicOnly || isPublicAddress(address)) return true;
  const parsed = ipaddr.process(address);
  return (policy.allowedNetworks ?? []).some((cidr) => {
    const range = ipaddr.parseCIDR(cidr);
    return range[0].kind() === parsed.kind() && parsed.match(range);
  });
}

/** The refusal of a non-public address, worded for delivery logs and errors. */
export const refusal = (address: string) => new Error(`Refused: ${address} is not a public address`);

/** The name resolver outbound requests use: the system's, looked up at call time (tests may replace either). */
export const resolver: { lookup: typeof dns.lookup } = { lookup: ((...args: Parameters<typeof dns.lookup>) => dns.lookup(...args)) as typeof dns.lookup };

/**
 * A `lookup` for node's http/https agents that resolves once, refuses the whole answer when any address is not allowed,
 * and hands the checked addresses to the socket: the address checked is the address connected to (no DNS rebinding).
 */
export function checkedLookup(policy: OutboundPolicy): LookupFunction {
  return (hostname, options, callback) => {
    resolver.lookup(hostname, { ...options, all: true }, (err, addresses: LookupAddress[]) => {
      if (err) return callback(err, '', 0);
      const bad = addresses.find((a) => !addressAllowed(a.address, policy));
      if (bad || !addresses[0]) return callback(bad ? refusal(bad.address) : new Error(`No address for ${hostname}`), '', 0);
      // Node asks for every address when it races IPv4/IPv6, one otherwise.
      if ((options as { all?: boolean }).all) (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
      else callback(null, addresses[0].address, addresses[0].family);
    });
  };
}

/** The refusal for a URL whose host is an address literal the policy does not allow (no lookup happens for those). */
export function literalRefusal(url: URL, policy: OutboundPolicy): Error | undefined {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  return isIP(host) && !addressAllowed(host, policy) ? refusal(host) : undefined;
}
