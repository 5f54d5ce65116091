import type { Hono } from 'hono';
import {
  createEmailDomainRestrictionSchema, createIpRestrictionSchema, createIpRestrictionsBulkSchema, getIpRestrictionsQuerySchema,
  updateEmailDomainRestrictionsConfigSchema, updateIpRestrictionsConfigSchema,
} from '@portico/rest-api/schemas';
import type { Deps } from '../deps';
import { signedInRouter, actor, requirePermission, type AppEnv, type Ctx } from '../access';
import { requestMeta } from '../http/context';
import { badRequest, conflict, notFound } from '../http/errors';
import { body, query } from '../http/validate';
import { pathId } from '../roles';
import { canonicalIp, onList } from './match';
import {
  activeIpEntries, deleteDomain, deleteIp, domainConfig, insertDomain, ipConfig, listDomains, listIps, saveDomainConfig, saveIpConfig, upsertIp,
} from './repo';
import { RESTRICTION_MSG } from './service';

const IP = '/configurations/v1/restrictions/ip';
const DOMAIN = '/configurations/restrictions/v1/email-domain';
/** Permissions of the security policies (catalogue keys). */
const READ = 'fe.secure.read.securityPolicy';
const WRITE = 'fe.secure.write.securityPolicy';
const MAX_LIMIT = 100;

type IpInput = { ip: string; strategy: 'ALLOW' | 'BLOCK'; isActive: boolean; description?: string };
const canonical = (e: IpInput): IpInput => ({ ...e, ip: canonicalIp(e.ip) ?? e.ip });

/** IP and e-mail domain restrictions of the caller's tenant (§7.4), permission-checked and audited. */
export function restrictionRoutes(deps: Deps): Hono<AppEnv> {
  const app = signedInRouter(deps);
  const read = requirePermission(READ);
  const write = requirePermission(WRITE);
  const tenant = (c: Ctx) => c.get('principal').tenantId;
  const audit = (c: Ctx, action: string, description: string, json: Record<string, unknown>) =>
    deps.audit.write({ ...actor(c), action, description, severity: 'WARNING', json });

  app.get(IP, read, async (c) => {
    const q = query(c, getIpRestrictionsQuerySchema);
    const limit = Math.min(q._limit || 10, MAX_LIMIT);
    return c.json(await listIps(deps.db, tenant(c), { strategy: q._filter, limit, offset: q._offset ?? 0 }));
  });

  app.post(IP, write, async (c) => {
    const input = canonical(await body(c, createIpRestrictionSchema));
    const { view, created } = await upsertIp(deps.db, tenant(c), input);
    await audit(c, created ? 'IP restriction added' : 'IP restriction updated', `${view.strategy} ${view.ip}${view.isActive ? '' : ' (inactive)'}`, { ...view });
    return c.json(view, created ? 201 : 200);
  });

  app.post(`${IP}/bulk`, write, async (c) => {
    const input = (await body(c, createIpRestrictionsBulkSchema)).ips.map(canonical);
    if (new Set(input.map((e) => e.ip)).size !== input.length) throw badRequest('ips: Duplicate address');
    const saved = await deps.db.transaction().execute(async (tx) => {
      const out = [];
      for (const e of input) out.push((await upsertIp(tx, tenant(c), e)).view);
      return out;
    });
    await audit(c, 'IP restrictions added', `${saved.length} IP restriction(s) saved`, { ips: saved.map((v) => ({ ip: v.ip, strategy: v.strategy, isActive: v.isActive })) });
    return c.json(saved, 201);
  });

  app.delete(`${IP}/:id`, write, async (c) => {
    const row = await deleteIp(deps.db, tenant(c), pathId(c.req.param('id'), 'IP restriction'));
    if (!row) throw notFound(RESTRICTION_MSG.ipNotFound);
    await audit(c, 'IP restriction deleted', `${row.strategy} ${row.ip} removed`, { id: row.id, ip: row.ip, strategy: row.strategy });
    return c.json({});
  });

  app.get(`${IP}/config`, read, async (c) => c.json(await ipConfig(deps.db, tenant(c))));

  app.post(`${IP}/config`, write, async (c) => {
    const input = await body(c, updateIpRestrictionsConfigSchema);
    const saved = await saveIpConfig(deps.db, tenant(c), input);
    await audit(c, 'IP restrictions config updated', `IP restrictions ${saved.isActive ? 'active' : 'inactive'}, ${saved.strategy} mode`, { ...saved });
    return c.json(saved);
  });

  // Lock-out checks for the portal: answered from the lists whatever the config, so a change can be judged before it is saved.
  app.post(`${IP}/verify`, read, async (c) => {
    const entries = await activeIpEntries(deps.db, tenant(c));
    return c.json({ valid: !onList({ config: { isActive: true, strategy: 'BLOCK' }, entries }, 'BLOCK', requestMeta(c).ip) });
  });
  app.post(`${IP}/verify/allow`, read, async (c) => {
    const entries = await activeIpEntries(deps.db, tenant(c));
    return c.json({ valid: onList({ config: { isActive: true, strategy: 'ALLOW' }, entries }, 'ALLOW', requestMeta(c).ip) });
  });

  // { items }: the spec names no shape and Frontegg's client reads items (Portico's own client reads both).
  app.get(DOMAIN, read, async (c) => c.json({ items: await listDomains(deps.db, tenant(c)) }));

  app.post(DOMAIN, write, async (c) => {
    const input = await body(c, createEmailDomainRestrictionSchema);
    const row = await insertDomain(deps.db, tenant(c), input.domain.toLowerCase(), input.type);
    if (!row) throw conflict(RESTRICTION_MSG.domainExists);
    await audit(c, 'Email domain restriction added', `${row.domain} added to the ${row.type} list`, row);
    return c.json(row, 201);
  });

  app.delete(`${DOMAIN}/:id`, write, async (c) => {
    const row = await deleteDomain(deps.db, tenant(c), pathId(c.req.param('id'), 'Email domain restriction'));
    if (!row) throw notFound(RESTRICTION_MSG.domainNotFound);
    await audit(c, 'Email domain restriction deleted', `${row.domain} removed from the ${row.type} list`, { id: row.id, domain: row.domain, type: row.type });
    return c.json({});
  });

  app.get(`${DOMAIN}/config`, read, async (c) => c.json(await domainConfig(deps.db, tenant(c))));

  app.post(`${DOMAIN}/config`, write, async (c) => {
    const input = await body(c, updateEmailDomainRestrictionsConfigSchema);
    const saved = await saveDomainConfig(deps.db, tenant(c), input);
    await audit(c, 'Email domain restrictions config updated', `Email domain restrictions ${saved.active ? 'active' : 'inactive'}, ${saved.listType} list`, { ...saved });
    return c.json(saved);
  });

  return app;
}
