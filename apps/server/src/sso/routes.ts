import type { Hono } from 'hono';
import {
  createSsoConfigurationByMetadataSchema, createSsoConfigurationByMetadataUrlSchema, createSsoConfigurationSchema, createSsoDomainSchema,
  updateSamlConfigurationSchema, updateSamlMetadataSchema, updateSsoConfigurationByMetadataSchema, updateSsoConfigurationByMetadataUrlSchema,
  updateSsoConfigurationSchema,
} from '@portico/rest-api/schemas';
import type { Deps } from '../deps';
import { publicRouter, signedInRouter, actor, requirePermission, type AppEnv, type Ctx } from '../access';
import { badRequest } from '../http/errors';
import { body } from '../http/validate';
import { pathId } from '../roles';
import { groupRoutes } from './group-routes';
import { fetchIdpMetadata, parseIdpMetadata } from './metadata';
import { listConfigs } from './repo';
import {
  addDomain, configViews, SSO_MSG, createConfig, deleteConfig, deleteDomain, oneView, requireConfig, samlView, saveSamlConfig, updateConfig, validateDomain,
} from './service';
import { spValues } from './sp';

const SAML = '/sso/v1/saml';
const CONFIGS = '/sso/v1/configurations';

/** Team SSO administration (§7.5): the single SAML configuration and the list of configurations, their domains, roles and groups. */
export function ssoRoutes(deps: Deps): Hono<AppEnv> {
  const app = signedInRouter(deps);
  const read = requirePermission('fe.secure.read.samlConfiguration');
  const write = requirePermission('fe.secure.write.samlConfiguration');
  const tenant = (c: Ctx) => c.get('principal').tenantId;
  const audit = (c: Ctx, action: string, description: string, json: Record<string, unknown>) => deps.audit.write({ ...actor(c), action, description, json });
  const configId = (c: Ctx) => pathId(c.req.param('id'), 'SSO configuration');
  const domainId = (c: Ctx) => pathId(c.req.param('domainId'), 'Domain');
  // The secret is never echoed, not even into the audit trail.
  const safe = (input: Record<string, unknown>) => Object.fromEntries(Object.entries(input).filter(([k]) => k !== 'oidcSecret' && k !== 'metadata'));
  const first = async (c: Ctx) => (await listConfigs(deps.db, tenant(c)))[0]?.id ?? (await createConfig(deps, tenant(c), {})).id;

  app.get(`${SAML}/configurations`, read, async (c) => c.json(await samlView(deps, tenant(c))));
  app.post(`${SAML}/configurations`, write, async (c) => {
    const input = await body(c, updateSamlConfigurationSchema);
    const { row, domainChanged } = await saveSamlConfig(deps, tenant(c), input);
    await audit(c, 'SSO configuration updated', domainChanged ? `SSO domain set to ${input.domain}` : 'SSO configuration saved', { configId: row.id, ...safe(input) });
    return c.json(await samlView(deps, tenant(c)));
  });
  app.get(`${SAML}/configurations/vendor-config`, read, async (c) => c.json(spValues(deps, tenant(c))));
  const saveSamlMetadata = async (c: Ctx) => {
    const { metadata } = await body(c, updateSamlMetadataSchema);
    const parsed = await parseIdpMetadata(metadata);
    const row = await updateConfig(deps, tenant(c), await first(c), { ...parsed, metadata });
    await audit(c, 'SSO configuration updated', 'SSO configured from IdP metadata', { configId: row.id, ssoEndpoint: parsed.ssoEndpoint });
    return c.json(await samlView(deps, tenant(c)));
  };
  app.post(`${SAML}/configurations/metadata`, write, saveSamlMetadata);
  // The published client sends the same change as PUT (updateSamlVendorMetadata).
  app.put(`${SAML}/configurations/metadata`, write, saveSamlMetadata);
  // The tenant's OIDC connection as the published client reads it (getOidcConfiguration).
  app.get('/sso/v1/oidc/configurations', read, async (c) => {
    const oidc = (await listConfigs(deps.db, tenant(c))).find((r) => r.type === 'oidc');
    return c.json({ active: !!oidc?.enabled });
  });
  for (const v of ['v1', 'v2']) {
    app.put(`/sso/${v}/saml/validations/domain`, write, async (c) => {
      const view = await samlView(deps, tenant(c));
      const domain = view.domains?.[0];
      if (!view.id || !domain) throw badRequest(SSO_MSG.noDomain);
      await validateDomain(deps, tenant(c), view.id, domain.id);
      await audit(c, 'SSO domain validated', `SSO domain ${domain.domain} validated`, { configId: view.id, domain: domain.domain });
      return c.json(await samlView(deps, tenant(c)));
    });
  }

  app.get(CONFIGS, read, async (c) => c.json(await configViews(deps, tenant(c))));
  app.post(CONFIGS, write, async (c) => {
    const input = await body(c, createSsoConfigurationSchema);
    const row = await createConfig(deps, tenant(c), input);
    await audit(c, 'SSO configuration created', 'SSO configuration created', { configId: row.id, ...safe(input) });
    return c.json(await oneView(deps, tenant(c), row.id), 201);
  });
  app.post(`${CONFIGS}/metadata`, write, async (c) => {
    const { metadata } = await body(c, createSsoConfigurationByMetadataSchema);
    const row = await createConfig(deps, tenant(c), { ...(await parseIdpMetadata(metadata)), type: 'saml', metadata });
    await audit(c, 'SSO configuration created', 'SSO configured from IdP metadata', { configId: row.id });
    return c.json(await oneView(deps, tenant(c), row.id), 201);
  });
  app.post(`${CONFIGS}/metadata-url`, write, async (c) => {
    const { url } = await body(c, createSsoConfigurationByMetadataUrlSchema);
    const { xml, parsed } = await fetchIdpMetadata(deps, url);
    const row = await createConfig(deps, tenant(c), { ...parsed, type: 'saml', metadata: xml });
    await audit(c, 'SSO configuration created', `SSO configured from IdP metadata at ${url}`, { configId: row.id, url });
    return c.json(await oneView(deps, tenant(c), row.id), 201);
  });
  app.patch(`${CONFIGS}/:id`, write, async (c) => {
    const input = await body(c, updateSsoConfigurationSchema);
    const row = await updateConfig(deps, tenant(c), configId(c), input);
    await audit(c, 'SSO configuration updated', 'SSO configuration saved', { configId: row.id, ...safe(input) });
    return c.json(await oneView(deps, tenant(c), row.id));
  });
  app.delete(`${CONFIGS}/:id`, write, async (c) => {
    const row = await deleteConfig(deps, tenant(c), configId(c));
    await audit(c, 'SSO configuration deleted', 'SSO configuration deleted', { configId: row.id });
    return c.json({});
  });
  app.put(`${CONFIGS}/:id/metadata`, write, async (c) => {
    const { metadata } = await body(c, updateSsoConfigurationByMetadataSchema);
    const row = await updateConfig(deps, tenant(c), configId(c), { ...(await parseIdpMetadata(metadata)), metadata });
    await audit(c, 'SSO configuration updated', 'SSO configured from IdP metadata', { configId: row.id });
    return c.json(await oneView(deps, tenant(c), row.id));
  });
  app.put(`${CONFIGS}/:id/metadata-url`, write, async (c) => {
    const id = configId(c);
    await requireConfig(deps, tenant(c), id);
    const { url } = await body(c, updateSsoConfigurationByMetadataUrlSchema);
    const { xml, parsed } = await fetchIdpMetadata(deps, url);
    const row = await updateConfig(deps, tenant(c), id, { ...parsed, metadata: xml });
    await audit(c, 'SSO configuration updated', `SSO configured from IdP metadata at ${url}`, { configId: row.id, url });
    return c.json(await oneView(deps, tenant(c), row.id));
  });
  app.post(`${CONFIGS}/:id/domains`, write, async (c) => {
    const { domain } = await body(c, createSsoDomainSchema);
    const view = await addDomain(deps, tenant(c), configId(c), domain);
    await audit(c, 'SSO domain added', `SSO domain ${view.domain} added`, { configId: c.req.param('id'), domain: view.domain });
    return c.json(view, 201);
  });
  app.delete(`${CONFIGS}/:id/domains/:domainId`, write, async (c) => {
    const row = await deleteDomain(deps, tenant(c), configId(c), domainId(c));
    await audit(c, 'SSO domain removed', `SSO domain ${row.domain} removed`, { configId: row.config_id, domain: row.domain });
    return c.json({});
  });
  for (const v of ['v1', 'v2']) {
    app.put(`/sso/${v}/configurations/:id/domains/:domainId/validate`, write, async (c) => {
      const view = await validateDomain(deps, tenant(c), configId(c), domainId(c));
      await audit(c, 'SSO domain validated', `SSO domain ${view.domain} validated`, { configId: c.req.param('id'), domain: view.domain });
      return c.json(view);
    });
  }
  app.route('/', groupRoutes(deps, { read, write, audit }));
  return app;
}

/**
 * Public: whether any account of the vendor signs in with SSO (the published client's getSSOPublicConfiguration).
 * Mounted before the team routes, whose every other path needs a signed-in caller.
 */
export function ssoPublicRoutes(deps: Deps): Hono<AppEnv> {
  const app = publicRouter();
  app.get('/sso/v2/configurations/public', async (c) => {
    const any = await deps.db.selectFrom('sso_configurations').select('id').where('enabled', '=', true).executeTakeFirst();
    return c.json({ isActive: !!any });
  });
  return app;
}
