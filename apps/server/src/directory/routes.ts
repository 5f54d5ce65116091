import type { Hono } from 'hono';
import { createScimConfigurationSchema, updateScimConfigurationSchema } from '@portico/rest-api/schemas';
import type { Deps } from '../deps';
import { signedInRouter, actor, requirePermission, type AppEnv, type Ctx } from '../access';
import { notFound } from '../http/errors';
import { body } from '../http/validate';
import { countConnectionUsers, deleteConnection, findConnection, listConnections, updateConnection } from './repo';
import { connectionView, createConnection } from './service';

const SCIM = '/v1/configurations/scim2';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Message of an unknown (or another tenant's) connection id. */
export const MSG_CONNECTION_NOT_FOUND = 'SCIM connection not found';

/** Directory (SCIM) configuration of the caller's tenant (§7.5): connections, their users count. */
export function directoryRoutes(deps: Deps): Hono<AppEnv> {
  const app = signedInRouter(deps);
  const read = requirePermission('fe.secure.read.provisioningConfiguration');
  const write = requirePermission('fe.secure.write.provisioningConfiguration');
  const remove = requirePermission('fe.secure.delete.provisioningConfiguration');
  const tenant = (c: Ctx) => c.get('principal').tenantId;
  const own = async (c: Ctx) => {
    const id = c.req.param('id') ?? '';
    // A malformed id names no connection: 404 like another tenant's.
    const row = UUID.test(id) ? await findConnection(deps.db, tenant(c), id) : undefined;
    if (!row) throw notFound(MSG_CONNECTION_NOT_FOUND);
    return row;
  };

  app.get(SCIM, read, async (c) => c.json((await listConnections(deps.db, tenant(c))).map(connectionView)));

  app.post(SCIM, write, async (c) => {
    const input = await body(c, createScimConfigurationSchema);
    const p = c.get('principal');
    // A tenant API token has no user row: it is recorded as no one.
    const created = await createConnection(deps, p.tenantId, p.apiToken === 'tenant' ? null : p.sub, input);
    await deps.audit.write({ ...actor(c), action: 'SCIM connection created', description: `Created SCIM connection "${created.connectionName}"`,
      json: { connectionId: created.id, source: created.source } });
    return c.json(created, 201);
  });

  app.patch(`${SCIM}/:id`, write, async (c) => {
    const input = await body(c, updateScimConfigurationSchema);
    const row = await own(c);
    const saved = await updateConnection(deps.db, row.tenant_id, row.id, {
      ...(input.connectionName !== undefined ? { connection_name: input.connectionName } : {}),
      ...(input.syncToUserManagement !== undefined ? { sync_to_user_management: input.syncToUserManagement } : {}),
    });
    if (!saved) throw notFound(MSG_CONNECTION_NOT_FOUND);
    await deps.audit.write({ ...actor(c), action: 'SCIM connection updated', description: `Updated SCIM connection "${saved.connection_name}"`, json: { connectionId: row.id, ...input } });
    return c.json(connectionView(saved));
  });

  app.delete(`${SCIM}/:id`, remove, async (c) => {
    const row = await own(c);
    await deleteConnection(deps.db, row.tenant_id, row.id);
    await deps.audit.write({ ...actor(c), action: 'SCIM connection deleted', description: `Deleted SCIM connection "${row.connection_name}"; its token no longer works`,
      severity: 'WARNING', json: { connectionId: row.id } });
    return c.json({});
  });

  app.get('/scim/temp/:id/Users/count', read, async (c) => {
    const row = await own(c);
    return c.json({ count: await countConnectionUsers(deps.db, row.tenant_id, row.id) });
  });
  return app;
}
