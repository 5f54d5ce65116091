import type { Context, Hono, MiddlewareHandler } from 'hono';
import { issues, publicRouter } from '../access';
import type { Deps } from '../deps';
import { requestMeta } from '../http/context';
import { hashToken } from '../tokens';
import { applyFilter } from './filter';
import { createScimGroup, deleteScimGroup, filterGroups, patchScimGroup, replaceScimGroup, requireScimGroup } from './groups-service';
import { resourceTypes, schemas, serviceProviderConfig } from './meta';
import { connectionByTokenHash, type ConnectionRow } from './repo';
import { listResponse, paging, scim, scimBody, ScimError, SCIM_MSG, scimOnError } from './scim-http';
import { applyUserPatch, stateFromBody } from './user-state';
import { createScimUser, deleteScimUserFully, listScimUsers, requireScimUser, saveScimUser, stateOf, toScimUser, type ScimScope } from './users-service';

type ScimEnv = { Variables: { connection: ConnectionRow } };

/** Path of the SCIM 2.0 service under the API prefix: `{publicUrl}/{prefix}/scim/v2`. */
export const SCIM_BASE_PATH = '/scim/v2';

/** The connection's bearer token (RFC 6750) decides the tenant; unknown or revoked → 401 SCIM error. */
const bearer = (deps: Deps): MiddlewareHandler<ScimEnv> => async (c, next) => {
  const token = /^Bearer\s+(\S+)$/i.exec(c.req.header('authorization') ?? '')?.[1];
  const connection = token ? await connectionByTokenHash(deps.db, hashToken(token)) : undefined;
  if (!connection) throw new ScimError(401, SCIM_MSG.unauthorized);
  c.set('connection', connection);
  await next();
};

/** SCIM 2.0 (RFC 7643 / 7644): discovery, Users and Groups of the token's tenant. */
export function scimRoutes(deps: Deps): Hono<ScimEnv> {
  const app = publicRouter<ScimEnv>();
  app.onError(scimOnError);
  app.use('*', bearer(deps));
  const base = `${deps.config.publicUrl}/${deps.config.prefix}${SCIM_BASE_PATH}`;
  const scope = (c: Context<ScimEnv>): ScimScope => ({ db: deps.db, vendorId: deps.vendor.id, connection: c.get('connection'), base });
  const audit = (c: Context<ScimEnv>, action: string, description: string, json: Record<string, unknown>, severity?: 'WARNING') => {
    const conn = c.get('connection');
    return deps.audit.write({ tenantId: conn.tenant_id, userId: null, email: null, ...requestMeta(c), action, severity,
      description: `SCIM connection "${conn.connection_name}": ${description}`, json: { connectionId: conn.id, ...json } });
  };
  const created = (c: Context<ScimEnv>, body: { meta: { location: string } }) => { c.header('location', body.meta.location); return scim(c, body, 201); };

  app.get('/ServiceProviderConfig', (c) => scim(c, serviceProviderConfig(base)));
  app.get('/Schemas', (c) => scim(c, listResponse(schemas(base), { startIndex: 1, count: 10 })));
  app.get('/Schemas/:id', (c) => {
    const found = schemas(base).find((s) => s.id === c.req.param('id'));
    if (!found) throw new ScimError(404, 'Schema not found');
    return scim(c, found);
  });
  app.get('/ResourceTypes', (c) => scim(c, listResponse(resourceTypes(base), { startIndex: 1, count: 10 })));
  app.get('/ResourceTypes/:id', (c) => {
    const found = resourceTypes(base).find((r) => r.id === c.req.param('id'));
    if (!found) throw new ScimError(404, 'Resource type not found');
    return scim(c, found);
  });

  app.get('/Users', async (c) => {
    const s = scope(c);
    const docs = (await listScimUsers(s)).map((r) => toScimUser(r, base));
    return scim(c, listResponse(applyFilter(docs, c.req.query('filter')), paging(c)));
  });
  app.get('/Users/:id', async (c) => scim(c, toScimUser(await requireScimUser(scope(c), c.req.param('id')), base)));
  app.post('/Users', issues('membership'), async (c) => {
    const user = await createScimUser(scope(c), stateFromBody(await scimBody(c)));
    await deps.events.emit(c.get('connection').tenant_id, 'frontegg.user.created', { userId: user.user_id, email: user.email, provider: 'scim2' });
    await audit(c, 'User provisioned', `created ${user.email}`, { userId: user.user_id, provider: 'scim2', active: !user.disabled_at });
    return created(c, toScimUser(user, base));
  });
  const change = async (c: Context<ScimEnv>, how: 'PUT' | 'PATCH') => {
    const s = scope(c);
    const row = await requireScimUser(s, c.req.param('id') ?? '');
    const b = await scimBody(c);
    const next = how === 'PUT' ? stateFromBody(b, stateOf(row)) : applyUserPatch(stateOf(row), b);
    const { user, changed } = await saveScimUser(s, row, next);
    if (changed.includes('active')) {
      await audit(c, next.active ? 'User enabled' : 'User disabled', `${next.active ? 'enabled' : 'disabled'} ${user.email}`, { userId: user.user_id }, next.active ? undefined : 'WARNING');
    }
    const other = changed.filter((k) => k !== 'active');
    if (other.length) await audit(c, 'User updated', `updated ${user.email}`, { userId: user.user_id, changed: other });
    return scim(c, toScimUser(user, base));
  };
  app.put('/Users/:id', (c) => change(c, 'PUT'));
  app.patch('/Users/:id', (c) => change(c, 'PATCH'));
  app.delete('/Users/:id', async (c) => {
    const s = scope(c);
    const row = await requireScimUser(s, c.req.param('id'));
    await deleteScimUserFully(s, row);
    await deps.events.emit(s.connection.tenant_id, 'frontegg.user.deleted', { userId: row.user_id, email: row.email, provider: 'scim2' });
    await audit(c, 'User deprovisioned', `deleted ${row.email}`, { userId: row.user_id }, 'WARNING');
    return c.body(null, 204);
  });

  app.get('/Groups', async (c) => scim(c, listResponse(await filterGroups(scope(c), c.req.query('filter')), paging(c))));
  app.get('/Groups/:id', async (c) => scim(c, await requireScimGroup(scope(c), c.req.param('id'))));
  app.post('/Groups', async (c) => {
    const g = await createScimGroup(scope(c), await scimBody(c));
    await audit(c, 'Group provisioned', `created group ${g.displayName}`, { groupId: g.id, members: g.members.map((m) => m.value) });
    return created(c, g);
  });
  app.put('/Groups/:id', async (c) => {
    const { group } = await replaceScimGroup(scope(c), c.req.param('id'), await scimBody(c));
    await audit(c, 'Group updated', `replaced group ${group.displayName}`, { groupId: group.id, members: group.members.map((m) => m.value) });
    return scim(c, group);
  });
  app.patch('/Groups/:id', async (c) => {
    const { group, before, next } = await patchScimGroup(scope(c), c.req.param('id'), await scimBody(c));
    const added = [...next.members].filter((m) => !before.members.has(m));
    const removed = [...before.members].filter((m) => !next.members.has(m));
    await audit(c, 'Group updated', `updated group ${group.displayName}`, { groupId: group.id, added, removed });
    return scim(c, group);
  });
  app.delete('/Groups/:id', async (c) => {
    const g = await deleteScimGroup(scope(c), c.req.param('id'));
    await audit(c, 'Group deprovisioned', `deleted group ${g.displayName}`, { groupId: g.id }, 'WARNING');
    return c.body(null, 204);
  });
  return app;
}
