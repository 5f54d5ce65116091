import type { Hono } from 'hono';
import { updateSessionConfigurationSchema } from '@portico/rest-api/schemas';
import type { Deps } from '../deps';
import { signedInRouter, actor, requirePermission, type AppEnv } from '../access';
import { body } from '../http/validate';
import { mergePolicy } from './policy';
import { readSessionPolicy, writeSessionPolicy } from './repo';

/** Path of the session configuration calls (§7.2 "GET and POST /configurations/sessions/v1"). */
export const SESSION_CONFIGURATION_PATH = '/configurations/sessions/v1';

/**
 * The caller's tenant's session policy: read with `fe.secure.read.securityPolicy`, saved with
 * `fe.secure.write.securityPolicy` (audited). Refresh and login enforce it (tokens/sessions.ts).
 */
export function sessionPolicyRoutes(deps: Deps): Hono<AppEnv> {
  const app = signedInRouter(deps);

  app.get(SESSION_CONFIGURATION_PATH, requirePermission('fe.secure.read.securityPolicy'), async (c) =>
    c.json(await readSessionPolicy(deps.db, c.get('principal').tenantId)));

  app.post(SESSION_CONFIGURATION_PATH, requirePermission('fe.secure.write.securityPolicy'), async (c) => {
    const change = await body(c, updateSessionConfigurationSchema);
    const tenantId = c.get('principal').tenantId;
    const saved = mergePolicy(await readSessionPolicy(deps.db, tenantId), change);
    await writeSessionPolicy(deps.db, tenantId, saved);
    await deps.audit.write({ ...actor(c), action: 'Session policy updated', description: 'Session policy saved for the account', severity: 'WARNING', json: { change, saved } });
    return c.json(saved);
  });
  return app;
}
