import type { Timestamp } from '../db/columns';

/** An allowed or blocked address or CIDR range of a tenant. */
export interface IpRestrictionTable {
  id: string;
  tenant_id: string;
  ip: string;
  strategy: 'ALLOW' | 'BLOCK';
  is_active: boolean;
  description: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** Whether a tenant's IP restrictions are enforced, and which list counts. */
export interface IpRestrictionConfigTable {
  tenant_id: string;
  is_active: boolean;
  strategy: 'ALLOW' | 'BLOCK';
}

/** An allowed or blocked e-mail domain of a tenant. */
export interface EmailDomainRestrictionTable {
  id: string;
  tenant_id: string;
  domain: string;
  type: 'allow' | 'block';
  created_at: Timestamp;
}

/** Whether a tenant's e-mail domain restrictions are enforced, which list counts, and public mail domains. */
export interface EmailDomainRestrictionConfigTable {
  tenant_id: string;
  active: boolean;
  block_public_domains: boolean;
  list_type: 'allow' | 'block';
}

/** The restrictions module's tables (db/schema.ts composes every module's into `Database`). */
export interface RestrictionsTables {
  ip_restrictions: IpRestrictionTable;
  ip_restriction_configs: IpRestrictionConfigTable;
  email_domain_restrictions: EmailDomainRestrictionTable;
  email_domain_restriction_configs: EmailDomainRestrictionConfigTable;
}
