import type { Db } from '../db/connect';
import { log } from '../http/log';
import type { DomainRestrictionFacts, IpRestrictionFacts, SessionPolicyFacts } from './types';

/** Reads one part of a tenant's configuration owned by another domain; null: not configured. */
export type SourceReader<T> = (db: Db, tenantId: string) => Promise<T | null>;

/**
 * The configuration the security centre reads from other domains (session policy, IP/domain restrictions, SSO). The
 * app passes the real readers to {@link securityCenterRoutes} (app.ts); there is no default and no registry.
 */
export interface SecuritySources {
  sessionPolicy: SourceReader<SessionPolicyFacts>;
  ipRestrictions: SourceReader<IpRestrictionFacts>;
  domainRestrictions: SourceReader<DomainRestrictionFacts>;
  /** true when the tenant has an enabled SSO configuration. */
  sso: SourceReader<boolean>;
}

/** Reads one part; a reader that fails counts as "not configured" rather than breaking the whole centre. */
export async function readSource<K extends keyof SecuritySources>(sources: SecuritySources, kind: K, db: Db, tenantId: string): Promise<Awaited<ReturnType<SecuritySources[K]>>> {
  try {
    return (await sources[kind](db, tenantId)) as Awaited<ReturnType<SecuritySources[K]>>;
  } catch (error) {
    log.error({ err: error, reader: kind }, 'security centre reader failed');
    return null as Awaited<ReturnType<SecuritySources[K]>>;
  }
}
