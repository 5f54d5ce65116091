import type { Hono, MiddlewareHandler } from 'hono';
import {
  createSamlGroupSchema, createSsoGroupSchema, setSamlDefaultRolesSchema, setSsoDefaultRolesSchema, updateSamlGroupSchema, updateSsoGroupSchema,
} from '@portico/rest-api/schemas';
import type { Deps } from '../deps';
import { signedInRouter, type AppEnv, type Ctx } from '../access';
import { body } from '../http/validate';
import { pathId } from '../roles';
import { listConfigs } from './repo';
import { createConfig, requireConfig } from './service';
import { createGroup, defaultRoles, deleteGroup, listGroups, setDefaultRoles, updateGroup } from './groups';

interface Guards {
  read: MiddlewareHandler<AppEnv>;
  write: MiddlewareHandler<AppEnv>;
  audit: (c: Ctx, action: string, description: string, json: Record<string, unknown>) => Promise<unknown>;
}

/** Default roles and IdP group → roles mappings, for the single SAML configuration and for each configuration. */
export function groupRoutes(deps: Deps, { read, write, audit }: Guards): Hono<AppEnv> {
  const app = signedInRouter(deps);
  const scope = (c: Ctx) => ({ tenantId: c.get('principal').tenantId, held: c.get('principal').permissions });
  const first = async (c: Ctx) => (await listConfigs(deps.db, scope(c).tenantId))[0]?.id;
  const firstOrNew = async (c: Ctx) => (await first(c)) ?? (await createConfig(deps, scope(c).tenantId, {})).id;
  const byId = async (c: Ctx) => (await requireConfig(deps, scope(c).tenantId, pathId(c.req.param('id'), 'SSO configuration'))).id;
  const groupId = (c: Ctx) => pathId(c.req.param('groupId'), 'Group');

  const SAML = '/sso/v1/saml/configurations';
  const SAML_GROUPS = '/sso/v2/saml/configurations/groups';
  const CONFIG = '/sso/v1/configurations/:id';

  const rolesRead = (config: (c: Ctx) => Promise<string | undefined>) => async (c: Ctx) => {
    const id = await config(c);
    return c.json({ roleIds: id ? await defaultRoles(deps, id) : [] });
  };
  const rolesWrite = (config: (c: Ctx) => Promise<string>, schema: typeof setSsoDefaultRolesSchema) => async (c: Ctx) => {
    const id = await config(c);
    const roleIds = await setDefaultRoles(deps, scope(c), id, (await body(c, schema)).roleIds);
    await audit(c, 'SSO default roles changed', 'Default roles of SSO users changed', { configId: id, roleIds });
    return c.json({ roleIds });
  };
  app.get(`${SAML}/default-roles`, read, rolesRead(first));
  app.put(`${SAML}/default-roles`, write, rolesWrite(firstOrNew, setSamlDefaultRolesSchema));
  // The published client's path for the same reads and writes (getSamlRoles, updateSamlRoles).
  app.get(`${SAML}/roles/default`, read, rolesRead(first));
  app.post(`${SAML}/roles/default`, write, rolesWrite(firstOrNew, setSamlDefaultRolesSchema));
  app.get(`${CONFIG}/roles`, read, rolesRead(byId));
  app.put(`${CONFIG}/roles`, write, rolesWrite(byId, setSsoDefaultRolesSchema));

  const groupsRead = (config: (c: Ctx) => Promise<string | undefined>) => async (c: Ctx) => {
    const id = await config(c);
    return c.json(id ? await listGroups(deps, id) : []);
  };
  const groupCreate = (config: (c: Ctx) => Promise<string>, schema: typeof createSsoGroupSchema) => async (c: Ctx) => {
    const id = await config(c);
    const group = await createGroup(deps, scope(c), id, await body(c, schema));
    await audit(c, 'SSO group mapping created', `IdP group ${group.group} mapped`, { configId: id, ...group });
    return c.json(group, 201);
  };
  const groupUpdate = (config: (c: Ctx) => Promise<string>, schema: typeof updateSsoGroupSchema) => async (c: Ctx) => {
    const id = await config(c);
    const group = await updateGroup(deps, scope(c), id, groupId(c), await body(c, schema));
    await audit(c, 'SSO group mapping updated', `IdP group ${group.group} mapping updated`, { configId: id, ...group });
    return c.json(group);
  };
  const groupDelete = (config: (c: Ctx) => Promise<string>) => async (c: Ctx) => {
    const id = await config(c);
    const group = await deleteGroup(deps, id, groupId(c));
    await audit(c, 'SSO group mapping deleted', `IdP group ${group.group} mapping deleted`, { configId: id, groupId: group.id });
    return c.json({});
  };
  app.get(SAML_GROUPS, read, groupsRead(first));
  app.post(SAML_GROUPS, write, groupCreate(firstOrNew, createSamlGroupSchema));
  app.patch(`${SAML_GROUPS}/:groupId`, write, groupUpdate(firstOrNew, updateSamlGroupSchema));
  app.delete(`${SAML_GROUPS}/:groupId`, write, groupDelete(firstOrNew));
  app.get(`${CONFIG}/groups`, read, groupsRead(byId));
  app.post(`${CONFIG}/groups`, write, groupCreate(byId, createSsoGroupSchema));
  app.patch(`${CONFIG}/groups/:groupId`, write, groupUpdate(byId, updateSsoGroupSchema));
  app.delete(`${CONFIG}/groups/:groupId`, write, groupDelete(byId));
  return app;
}
