import type { Hono } from 'hono';
import { getMetadataQuerySchema, LOGIN_ALIAS_MESSAGE, loginAliasSchema, updateAdminBoxConfigurationSchema } from '@portico/rest-api/schemas';
import type { Deps } from '../deps';
import { spValues } from '../sso';
import { signedInRouter, actor, requirePermission, type AppEnv } from '../access';
import { requestMeta } from '../http/context';
import { ApiError, badRequest, forbidden } from '../http/errors';
import { check, query, readBody } from '../http/validate';
import { hasPermission } from '../roles';
import { applyAdminBoxChanges, fromSlashTypes } from './admin-box';
import { AUDIT_COLUMNS } from './audit-columns';
import { ipFacts } from './ip';
import { notificationsMetadata } from './notifications-meta';
import { readMetadata, writeMetadata, type MetadataRowView } from './repo';

// Worded as the spec's error catalogue words them.
const MSG_METADATA_NOT_FOUND = 'metadata not found';
const MSG_IP_METADATA_NOT_FOUND = 'ip metadata not found';
const MSG_NO_CHANGES = 'No changes to update';
const metadataNotFound = (msg: string) => new ApiError(404, 'METADATA_NOT_FOUND', [msg]);

const READ_LOGIN_BOX = 'fe.secure.read.accountSettings';
const WRITE_LOGIN_BOX = 'fe.account-settings.write.custom-login-box';

/** `/metadata` (§7.7): entity metadata, the tenant's custom login box, and what is knowable about an IP address. */
export function metadataRoutes(deps: Deps): Hono<AppEnv> {
  const app = signedInRouter(deps);
  // A tenant that never customised its login box has an empty document, not a missing one.
  const adminBox = async (tenantId: string): Promise<MetadataRowView> => (await readMetadata(deps.db, tenantId, 'adminBox')) ?? { entityName: 'adminBox', configuration: {} };

  app.get('/metadata', async (c) => {
    const { entityName } = query(c, getMetadataQuerySchema);
    // properties also at the top: where the published client reads them.
    if (entityName === 'audits') return c.json({ rows: [{ entityName, configuration: { properties: AUDIT_COLUMNS }, properties: AUDIT_COLUMNS }] });
    if (entityName === 'adminBox') {
      if (!hasPermission(c.get('principal').permissions, READ_LOGIN_BOX)) throw forbidden();
      return c.json({ rows: [await adminBox(c.get('principal').tenantId)] });
    }
    // A tenant's own stored row first; without one, what the server itself knows of SAML and of the bell.
    const row = await readMetadata(deps.db, c.get('principal').tenantId, entityName);
    // SAML's are known without configuration: this server's service-provider values for the tenant.
    if (!row && entityName === 'saml') return c.json({ rows: [{ entityName, isActive: true, configuration: spValues(deps, c.get('principal').tenantId) }] });
    if (!row && entityName === 'notifications') return c.json({ rows: [notificationsMetadata()] });
    if (!row) throw metadataNotFound(MSG_METADATA_NOT_FOUND);
    return c.json({ rows: [row] });
  });

  app.get('/metadata/admin-box', requirePermission(READ_LOGIN_BOX), async (c) => c.json(await adminBox(c.get('principal').tenantId)));

  app.post('/metadata/admin-box', requirePermission(WRITE_LOGIN_BOX), async (c) => {
    const raw = fromSlashTypes(await readBody(c));
    const actions = (raw as { actions?: unknown } | null)?.actions;
    if (Array.isArray(actions) && actions.length === 0) throw badRequest(MSG_NO_CHANGES);
    const input = check(updateAdminBoxConfigurationSchema, raw);
    const tenantId = c.get('principal').tenantId;
    const next = applyAdminBoxChanges((await adminBox(tenantId)).configuration, input.actions);
    // The alias names the account's login page: a URL-safe slug or nothing (the same rule as the portal's form).
    if (next.alias !== undefined && !loginAliasSchema.safeParse(next.alias).success) throw badRequest(LOGIN_ALIAS_MESSAGE);
    const saved = await writeMetadata(deps.db, tenantId, 'adminBox', next);
    await deps.audit.write({ ...actor(c), action: 'Login box updated', description: `Applied ${input.actions.length} change(s) to the login box`,
      json: { changes: input.actions.map((a) => ({ type: a.type, path: a.path })) } });
    return c.json(saved);
  });

  app.get('/metadata/ipme', (c) => {
    const facts = ipFacts(requestMeta(c).ip ?? '');
    if (!facts) throw metadataNotFound(MSG_IP_METADATA_NOT_FOUND);
    return c.json(facts);
  });

  app.get('/metadata/ip/:ip', (c) => {
    const facts = ipFacts(c.req.param('ip').slice(0, 64));
    if (!facts) throw metadataNotFound(MSG_IP_METADATA_NOT_FOUND);
    return c.json(facts);
  });
  return app;
}
