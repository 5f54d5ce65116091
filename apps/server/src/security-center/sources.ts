import type { Db } from '../db/connect';
import { log } from '../http/log';
import type { DomainRestrictionFacts, IpRestrictionFacts, SessionPolicyFacts } from './types';

/** Reads one part of a tenant's configuration owned by another domain; null: not configured. */
export type SourceReader<T> = (db: Db, tenantId: string) => Promise<T | null>;

/** The configuration the security centre reads from other domains (session policy, IP/domain restrictions, SSO). */
export interface SecuritySources {
  sessionPolicy: SourceReader<SessionPolicyFacts>;
  ipRestrictions: SourceReader<IpRestrictionFacts>;
  domainRestrictions: SourceReader<DomainRestrictionFacts>;
  /** true when the tenant has a working SSO configuration. */
  sso: SourceReader<boolean>;
}

const none = async () => null;
// Until a domain registers its reader, its part is "not configured" (it cannot be configured on this server then).
const sources: SecuritySources = { sessionPolicy: none, ipRestrictions: none, domainRestrictions: none, sso: none };

/**
 * Each domain that owns a part registers its reader once at start-up (see the server README, "Security centre").
 * Answers the reader it replaced, so a test can put it back.
 */
export function registerSecuritySource<K extends keyof SecuritySources>(kind: K, reader: SecuritySources[K]): SecuritySources[K] {
  const previous = sources[kind];
  sources[kind] = reader;
  return previous;
}

/** Reads one part; a reader that fails counts as "not configured" rather than breaking the whole centre. */
export async function readSource<K extends keyof SecuritySources>(kind: K, db: Db, tenantId: string): Promise<Awaited<ReturnType<SecuritySources[K]>>> {
  try {
    return (await sources[kind](db, tenantId)) as Awaited<ReturnType<SecuritySources[K]>>;
  } catch (error) {
    log.error({ err: error, reader: kind }, 'security centre reader failed');
    return null as Awaited<ReturnType<SecuritySources[K]>>;
  }
}
