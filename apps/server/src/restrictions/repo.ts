import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../db/connect';
import { runPrepared } from '../db/prepared';
import type { DomainRestrictionFacts, IpRestrictionFacts } from '../security-center';
import type { DomainRules, IpRules } from './match';

type Strategy = 'ALLOW' | 'BLOCK';
type ListType = 'allow' | 'block';

/** IP restriction as the shared client reads it. */
export interface IpRestrictionView {
  id: string;
  ip: string;
  isActive: boolean;
  strategy: Strategy;
  description?: string;
  createdAt: string;
  updatedAt: string;
}

/** Config of a tenant without one saved (nothing enforced; the allow list is shown first). */
export const DEFAULT_IP_CONFIG = { isActive: false, strategy: 'ALLOW' } as const;
/** E-mail domain config of a tenant without one saved (nothing enforced). */
export const DEFAULT_DOMAIN_CONFIG = { active: false, blockPublicDomains: false, listType: 'block' } as const;

const ipCols = ['id', 'ip', 'strategy', 'is_active', 'description', 'created_at', 'updated_at'] as const;
type IpRow = { id: string; ip: string; strategy: Strategy; is_active: boolean; description: string | null; created_at: Date; updated_at: Date };

/** Row → response shape (description only when set). */
export const ipView = (r: IpRow): IpRestrictionView => ({
  id: r.id, ip: r.ip, isActive: r.is_active, strategy: r.strategy, ...(r.description != null ? { description: r.description } : {}),
  createdAt: new Date(r.created_at).toISOString(), updatedAt: new Date(r.updated_at).toISOString(),
});

/** A page of the tenant's IP restrictions, newest first, optionally of one strategy. */
export async function listIps(db: Db, tenantId: string, q: { strategy?: Strategy; limit: number; offset: number }) {
  let base = db.selectFrom('ip_restrictions').where('tenant_id', '=', tenantId);
  if (q.strategy) base = base.where('strategy', '=', q.strategy);
  const [rows, count] = await Promise.all([
    base.select(ipCols).orderBy('created_at', 'desc').orderBy('id').limit(q.limit).offset(q.offset).execute(),
    base.select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  const totalItems = Number(count.n);
  return { items: rows.map(ipView), _metadata: { totalItems, totalPages: Math.ceil(totalItems / q.limit) } };
}

/** Creates the entry, or updates the tenant's entry of the same address; tells which. */
export async function upsertIp(db: Db, tenantId: string, e: { ip: string; strategy: Strategy; isActive: boolean; description?: string }) {
  const row = await db.insertInto('ip_restrictions')
    .values({ id: crypto.randomUUID(), tenant_id: tenantId, ip: e.ip, strategy: e.strategy, is_active: e.isActive, description: e.description ?? null })
    .onConflict((oc) => oc.columns(['tenant_id', 'ip']).doUpdateSet((eb) => ({
      strategy: eb.ref('excluded.strategy'), is_active: eb.ref('excluded.is_active'), description: eb.ref('excluded.description'), updated_at: new Date(),
    })))
    .returning([...ipCols]).executeTakeFirstOrThrow();
  return { view: ipView(row as IpRow), created: +new Date(row.created_at) === +new Date(row.updated_at) };
}

/** Deletes one entry of the tenant; the deleted row, or undefined when it is not the tenant's. */
export const deleteIp = (db: Db, tenantId: string, id: string) =>
  db.deleteFrom('ip_restrictions').where('tenant_id', '=', tenantId).where('id', '=', id).returning([...ipCols]).executeTakeFirst();

/** The tenant's IP config (default when never saved). */
export async function ipConfig(db: Db, tenantId: string): Promise<IpRules['config']> {
  // Every sign-in and IP check reads it: prepared (db/prepared.ts).
  const [r] = await runPrepared(db, db.selectFrom('ip_restriction_configs').select(['is_active', 'strategy']).where('tenant_id', '=', tenantId));
  return r ? { isActive: r.is_active, strategy: r.strategy } : { ...DEFAULT_IP_CONFIG };
}

/** Saves the tenant's IP config. */
export async function saveIpConfig(db: Db, tenantId: string, c: IpRules['config']): Promise<IpRules['config']> {
  await db.insertInto('ip_restriction_configs').values({ tenant_id: tenantId, is_active: c.isActive, strategy: c.strategy })
    .onConflict((oc) => oc.column('tenant_id').doUpdateSet({ is_active: c.isActive, strategy: c.strategy })).execute();
  return { isActive: c.isActive, strategy: c.strategy };
}

/** Config and active entries of the config's strategy: everything an enforcement decision reads. */
export async function ipRules(db: Db, tenantId: string): Promise<IpRules> {
  const config = await ipConfig(db, tenantId);
  if (!config.isActive) return { config, entries: [] };
  return { config, entries: await activeIpEntries(db, tenantId) };
}

/** The tenant's active entries of both lists. */
export async function activeIpEntries(db: Db, tenantId: string): Promise<IpRules['entries']> {
  const rows = await runPrepared(db, db.selectFrom('ip_restrictions').select(['ip', 'strategy', 'is_active']).where('tenant_id', '=', tenantId).where('is_active', '=', true));
  return rows.map((r) => ({ ip: r.ip, strategy: r.strategy, isActive: r.is_active }));
}

const domainCols = ['id', 'domain', 'type', 'created_at'] as const;
type DomainRow = { id: string; domain: string; type: ListType; created_at: Date };

/** Row → response shape. */
export const domainView = (r: DomainRow) => ({ id: r.id, domain: r.domain, type: r.type, createdAt: new Date(r.created_at).toISOString() });

/** The tenant's e-mail domain entries of both lists, by domain. */
export const listDomains = async (db: Db, tenantId: string) =>
  (await db.selectFrom('email_domain_restrictions').select(domainCols).where('tenant_id', '=', tenantId).orderBy('domain').orderBy('type').execute()).map(domainView);

/** Adds a domain to a list; undefined when it is already there. */
export async function insertDomain(db: Db, tenantId: string, domain: string, type: ListType) {
  const row = await db.insertInto('email_domain_restrictions').values({ id: crypto.randomUUID(), tenant_id: tenantId, domain, type })
    .onConflict((oc) => oc.columns(['tenant_id', 'domain', 'type']).doNothing()).returning([...domainCols]).executeTakeFirst();
  return row && domainView(row);
}

/** Deletes one domain entry of the tenant; the deleted row, or undefined. */
export const deleteDomain = (db: Db, tenantId: string, id: string) =>
  db.deleteFrom('email_domain_restrictions').where('tenant_id', '=', tenantId).where('id', '=', id).returning([...domainCols]).executeTakeFirst();

/** The tenant's e-mail domain config (default when never saved). */
export async function domainConfig(db: Db, tenantId: string): Promise<DomainRules['config']> {
  // Every sign-in and sign-up reads it: prepared (db/prepared.ts).
  const [r] = await runPrepared(db, db.selectFrom('email_domain_restriction_configs').selectAll().where('tenant_id', '=', tenantId));
  return r ? { active: r.active, blockPublicDomains: r.block_public_domains, listType: r.list_type } : { ...DEFAULT_DOMAIN_CONFIG };
}

/** Saves the tenant's e-mail domain config; omitted fields keep their value. */
export async function saveDomainConfig(db: Db, tenantId: string, change: { active: boolean; blockPublicDomains?: boolean; listType?: ListType }) {
  const next = { ...(await domainConfig(db, tenantId)), ...Object.fromEntries(Object.entries(change).filter(([, v]) => v !== undefined)) } as DomainRules['config'];
  await db.insertInto('email_domain_restriction_configs')
    .values({ tenant_id: tenantId, active: next.active, block_public_domains: next.blockPublicDomains, list_type: next.listType })
    .onConflict((oc) => oc.column('tenant_id').doUpdateSet({ active: next.active, block_public_domains: next.blockPublicDomains, list_type: next.listType })).execute();
  return next;
}

/** Config and entries: everything a domain decision reads. */
export async function domainRules(db: Db, tenantId: string): Promise<DomainRules> {
  const config = await domainConfig(db, tenantId);
  if (!config.active) return { config, entries: [] };
  return { config, entries: await runPrepared(db, db.selectFrom('email_domain_restrictions').select(['domain', 'type']).where('tenant_id', '=', tenantId)) };
}

/**
 * Select-list expression: the tenant's IP rules as JSON `{ strategy, entries }`, or null when nothing is enforced, so
 * the auth middleware folds them into its one statement per request (see `http/principal.ts`).
 */
export const ipRulesSql = (tenantId: RawBuilder<unknown>) => sql`(select json_build_object('strategy', c.strategy, 'entries', coalesce((
    select json_agg(json_build_object('ip', r.ip, 'strategy', r.strategy)) from ip_restrictions r where r.tenant_id = c.tenant_id and r.is_active), '[]'::json))
  from ip_restriction_configs c where c.tenant_id = ${tenantId} and c.is_active)`;

/** Reads {@link ipRulesSql}'s value (PGlite and pg both return json parsed; text is parsed here). */
export function ipRulesFromJson(v: unknown): IpRules {
  if (v == null) return { config: { ...DEFAULT_IP_CONFIG }, entries: [] };
  const r = (typeof v === 'string' ? JSON.parse(v) : v) as { strategy: IpRules['config']['strategy']; entries: { ip: string; strategy: IpRules['config']['strategy'] }[] };
  return { config: { isActive: true, strategy: r.strategy }, entries: r.entries.map((e) => ({ ip: e.ip, strategy: e.strategy, isActive: true })) };
}

/** One list's figure from a count grouped by list (0 when the list has no entry). */
const countBy = (rows: { list: string; n: string | number }[], list: string) => Number(rows.find((r) => r.list === list)?.n ?? 0);

/** What the security centre scores (app.ts wires it): config and active entries per list; null when never configured. */
export async function ipRestrictionFacts(db: Db, tenantId: string): Promise<IpRestrictionFacts | null> {
  const [config, rows] = await Promise.all([
    db.selectFrom('ip_restriction_configs').select('is_active').where('tenant_id', '=', tenantId).executeTakeFirst(),
    db.selectFrom('ip_restrictions').select(['strategy as list', (eb) => eb.fn.countAll<string>().as('n')])
      .where('tenant_id', '=', tenantId).where('is_active', '=', true).groupBy('strategy').execute(),
  ]);
  if (!config && rows.length === 0) return null;
  return { active: config?.is_active ?? false, allow: countBy(rows, 'ALLOW'), block: countBy(rows, 'BLOCK') };
}

/** What the security centre scores (app.ts wires it): config and entries per list; null when never configured. */
export async function domainRestrictionFacts(db: Db, tenantId: string): Promise<DomainRestrictionFacts | null> {
  const [config, rows] = await Promise.all([
    db.selectFrom('email_domain_restriction_configs').selectAll().where('tenant_id', '=', tenantId).executeTakeFirst(),
    db.selectFrom('email_domain_restrictions').select(['type as list', (eb) => eb.fn.countAll<string>().as('n')])
      .where('tenant_id', '=', tenantId).groupBy('type').execute(),
  ]);
  if (!config && rows.length === 0) return null;
  return {
    active: config?.active ?? false, listType: config ? (config.list_type === 'allow' ? 'ALLOW' : 'BLOCK') : null,
    allow: countBy(rows, 'allow'), block: countBy(rows, 'block'), blockPublicDomains: config?.block_public_domains ?? false,
  };
}
