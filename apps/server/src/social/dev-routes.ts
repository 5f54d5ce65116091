import type { Hono } from 'hono';
import type { Deps } from '../deps';
import { publicRouter, type AppEnv } from '../access';
import { requestMeta } from '../http/context';
import { badRequest } from '../http/errors';
import { body } from '../http/validate';
import { isSocialProvider } from './providers';
import { providerSettingsSchema, updateProvider, vendorProviders } from './settings';

/**
 * `GET /dev/social-providers` and `PUT /dev/social-providers/{type}`: the vendor's social login settings, for the
 * demo's settings page and tests (loopback stand-ins). Mounted only outside production, like the dev mailbox.
 */
export function devSocialProviderRoutes(deps: Deps): Hono<AppEnv> {
  const app = publicRouter();
  app.get('/dev/social-providers', async (c) => c.json(await vendorProviders(deps)));
  app.put('/dev/social-providers/:type', async (c) => {
    const type = c.req.param('type');
    if (!isSocialProvider(type)) throw badRequest(`type: unknown social provider`);
    const input = await body(c, providerSettingsSchema);
    await updateProvider(deps, type, input);
    await deps.audit.write({ tenantId: null, userId: null, email: null, action: 'Social login provider updated', severity: 'WARNING', ...requestMeta(c),
      description: `${type} ${input.active ? 'turned on' : 'turned off'}`, json: { type, active: input.active, clientId: input.clientId } });
    return c.json((await vendorProviders(deps)).find((p) => p.type === type));
  });
  return app;
}
