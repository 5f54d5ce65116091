import ipaddr from 'ipaddr.js';
import { isPublicMailDomain } from './public-domains';

/** A parsed address range: an address without a prefix is a single-address range. */
export interface IpRange {
  addr: ipaddr.IPv4 | ipaddr.IPv6;
  bits: number;
}

/** Parses an address or CIDR (IPv4 or IPv6; IPv4-mapped IPv6 reads as IPv4), or undefined when it is neither. */
export function parseRange(text: string): IpRange | undefined {
  const raw = text.trim();
  try {
    if (!raw.includes('/')) {
      const addr = ipaddr.process(raw);
      return { addr, bits: addr.kind() === 'ipv4' ? 32 : 128 };
    }
    const [addr, bits] = ipaddr.parseCIDR(raw);
    // ::ffff:10.0.0.0/104 is the IPv4 range 10.0.0.0/8: callers arrive normalised to IPv4.
    if (addr.kind() === 'ipv6' && (addr as ipaddr.IPv6).isIPv4MappedAddress() && bits >= 96) {
      return { addr: (addr as ipaddr.IPv6).toIPv4Address(), bits: bits - 96 };
    }
    return { addr, bits };
  } catch {
    return undefined;
  }
}

/** Canonical text of an address or range (compressed IPv6, prefix kept only when given). */
export function canonicalIp(text: string): string | undefined {
  const r = parseRange(text);
  if (!r) return undefined;
  return text.includes('/') ? `${r.addr.toString()}/${r.bits}` : r.addr.toString();
}

/** The caller's address normalised (IPv4-mapped IPv6 as IPv4), or undefined when unknown or not an address. */
export function normaliseCaller(ip: string | null | undefined): ipaddr.IPv4 | ipaddr.IPv6 | undefined {
  if (!ip) return undefined;
  try {
    return ipaddr.process(ip.replace(/%.*$/, ''));
  } catch {
    return undefined;
  }
}

/** True when `caller` lies inside the address or CIDR `entry` (different families never match). */
export function ipInRange(caller: string, entry: string): boolean {
  const ip = normaliseCaller(caller);
  const range = parseRange(entry);
  if (!ip || !range || ip.kind() !== range.addr.kind()) return false;
  return ip.match(range.addr as never, range.bits);
}

/** What the IP rules decide: the config, and the tenant's entries. */
export interface IpRules {
  config: { isActive: boolean; strategy: 'ALLOW' | 'BLOCK' };
  entries: { ip: string; strategy: 'ALLOW' | 'BLOCK'; isActive: boolean }[];
}

/** Whether the address is on the active list of `strategy`. */
export function onList(rules: IpRules, strategy: 'ALLOW' | 'BLOCK', ip: string | null | undefined): boolean {
  return !!ip && rules.entries.some((e) => e.isActive && e.strategy === strategy && ipInRange(ip, e.ip));
}

/**
 * Whether the address may use the tenant: an inactive config lets everyone in; ALLOW mode only addresses on the
 * active allow list (an unknown address is refused); BLOCK mode everyone not on the active block list.
 */
export function ipAllowed(rules: IpRules, ip: string | null | undefined): boolean {
  if (!rules.config.isActive) return true;
  return rules.config.strategy === 'ALLOW' ? onList(rules, 'ALLOW', ip) : !onList(rules, 'BLOCK', ip);
}

/** What the e-mail domain rules decide. */
export interface DomainRules {
  config: { active: boolean; blockPublicDomains: boolean; listType: 'allow' | 'block' };
  entries: { domain: string; type: 'allow' | 'block' }[];
}

/** The domain of an e-mail address, lower-cased. */
export const emailDomain = (email: string): string => email.slice(email.lastIndexOf('@') + 1).trim().toLowerCase();

const covers = (entry: string, domain: string) => domain === entry.toLowerCase() || domain.endsWith(`.${entry.toLowerCase()}`);

/**
 * Whether an address's domain may join or sign in: inactive lets everyone in; public mail domains are refused when
 * blockPublicDomains; only entries of `listType` count; an empty allow list restricts nothing (no silent lock-out).
 */
export function domainAllowed(rules: DomainRules, email: string): boolean {
  if (!rules.config.active) return true;
  const domain = emailDomain(email);
  if (rules.config.blockPublicDomains && isPublicMailDomain(domain)) return false;
  const list = rules.entries.filter((e) => e.type === rules.config.listType);
  if (rules.config.listType === 'block') return !list.some((e) => covers(e.domain, domain));
  return list.length === 0 || list.some((e) => covers(e.domain, domain));
}
