import { Resolver } from 'node:dns/promises';

/** Prefix of the TXT record a tenant publishes to prove it owns a domain. */
export const TXT_PREFIX = 'portico-verification=';

/** A fresh verification value (CSPRNG, 128 bits). */
export const newTxtRecord = () => `${TXT_PREFIX}${Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString('hex')}`;

/**
 * True when `domain` publishes `expected` as a TXT record. `servers` (SSO_DNS_SERVERS, `host:port` list) replaces
 * the system resolver, so tests and air-gapped installs can point at their own DNS server.
 */
export async function hasTxtRecord(domain: string, expected: string, servers: string[] | undefined): Promise<boolean> {
  const resolver = new Resolver({ timeout: 3000, tries: 2 });
  if (servers?.length) resolver.setServers(servers);
  try {
    const records = await resolver.resolveTxt(domain);
    // A long TXT value arrives split into 255-byte strings; joined it is the published value.
    return records.some((chunks) => chunks.join('') === expected);
  } catch {
    // NXDOMAIN, no TXT data or a resolver time-out all mean "not verified yet".
    return false;
  }
}
