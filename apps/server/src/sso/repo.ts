import type { Selectable } from 'kysely';
import type { Db } from '../db/connect';
import type { SsoConfigurationTable, SsoDomainTable, SsoGroupTable } from './tables';

/** A configuration row. */
export type ConfigRow = Selectable<SsoConfigurationTable>;
/** A domain row. */
export type DomainRow = Selectable<SsoDomainTable>;
/** A group-mapping row. */
export type GroupRow = Selectable<SsoGroupTable>;

/** The tenant's configurations, oldest first (the first is the one the single-SAML calls read and write). */
export const listConfigs = (db: Db, tenantId: string): Promise<ConfigRow[]> =>
  db.selectFrom('sso_configurations').selectAll().where('tenant_id', '=', tenantId).orderBy('created_at').orderBy('id').execute();

/** The tenant's configuration by id (another tenant's id finds nothing). */
export const findConfig = (db: Db, tenantId: string, id: string): Promise<ConfigRow | undefined> =>
  db.selectFrom('sso_configurations').selectAll().where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst();

/** Domains of the given configurations. */
export const domainsOf = (db: Db, configIds: string[]): Promise<DomainRow[]> =>
  configIds.length ? db.selectFrom('sso_domains').selectAll().where('config_id', 'in', configIds).orderBy('created_at').orderBy('domain').execute() : Promise.resolve([]);

/** Group mappings of the given configurations. */
export const groupsOf = (db: Db, configIds: string[]): Promise<GroupRow[]> =>
  configIds.length ? db.selectFrom('sso_groups').selectAll().where('config_id', 'in', configIds).orderBy('group_name').execute() : Promise.resolve([]);

/** The enabled configuration that owns a validated domain, with its tenant. */
export const configForDomain = (db: Db, domain: string) =>
  db.selectFrom('sso_domains as d').innerJoin('sso_configurations as c', 'c.id', 'd.config_id').selectAll('c')
    .where('d.domain', '=', domain.toLowerCase()).where('d.validated', '=', true).where('c.enabled', '=', true).executeTakeFirst();

/** A configuration by id, whatever its tenant (login callbacks know it from their own pending request). */
export const configById = (db: Db, id: string): Promise<ConfigRow | undefined> =>
  db.selectFrom('sso_configurations').selectAll().where('id', '=', id).executeTakeFirst();

/** Ids stored as jsonb come back parsed on PostgreSQL and PGlite alike; a string is parsed defensively. */
export const idList = (v: unknown): string[] => (typeof v === 'string' ? (JSON.parse(v) as string[]) : ((v as string[] | null) ?? []));

/** How many SSO connections the tenant has configured. */
export async function countConfigurations(db: Db, tenantId: string): Promise<number> {
  const row = await db.selectFrom('sso_configurations').select((eb) => eb.fn.countAll<string>().as('n')).where('tenant_id', '=', tenantId).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Whether the tenant has an enabled SSO configuration (what the security centre scores; app.ts wires it). */
export async function ssoEnabled(db: Db, tenantId: string): Promise<boolean> {
  return (await db.selectFrom('sso_configurations').select('id').where('tenant_id', '=', tenantId).where('enabled', '=', true).limit(1).executeTakeFirst()) !== undefined;
}
