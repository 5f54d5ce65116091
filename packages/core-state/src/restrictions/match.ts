import ipaddr from 'ipaddr.js';

/** True when `ip` lies inside the address or CIDR `entry` (IPv4 and IPv6; IPv4-mapped IPv6 reads as IPv4). */
export function ipInRange(ip: string, entry: string): boolean {
  try {
    const addr = ipaddr.process(ip);
    let [range, bits] = entry.includes('/') ? ipaddr.parseCIDR(entry) : [ipaddr.process(entry), -1];
    if (range.kind() === 'ipv6' && (range as ipaddr.IPv6).isIPv4MappedAddress() && bits >= 96) {
      range = (range as ipaddr.IPv6).toIPv4Address();
      bits -= 96;
    }
    if (bits < 0) bits = range.kind() === 'ipv4' ? 32 : 128;
    return addr.kind() === range.kind() && addr.match(range as never, bits);
  } catch {
    return false;
  }
}

/** True when the text is an IPv4 or IPv6 address or CIDR range (what the server accepts). */
export const isIpOrCidr = (text: string): boolean => {
  const t = text.trim();
  return t.includes('/') ? ipaddr.isValidCIDR(t) : ipaddr.isValid(t);
};
