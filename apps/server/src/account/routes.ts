import type { Hono } from 'hono';
import { publicAccountSettingsQuerySchema, updateAccountSettingsSchema } from '@portico/rest-api/schemas';
import type { Deps } from '../deps';
import { signedInRoutes, publicRouter, actor, requirePermission, type AppEnv } from '../access';
import { MSG, notFound } from '../http/errors';
import { body, query } from '../http/validate';
import { ACCOUNT_DEFAULTS, readSettings, writeSettings, type AccountSettingsView } from './repo';

const BASE = '/account-settings/v1';

/** Branding fields only: what a login page may show before anyone signs in. */
const publicView = (s: Pick<AccountSettingsView, 'companyName' | 'logo' | 'timezone' | 'dateFormat' | 'timeFormat' | 'currency'>) => ({
  companyName: s.companyName, ...(s.logo ? { logo: s.logo } : {}), timezone: s.timezone, dateFormat: s.dateFormat, timeFormat: s.timeFormat, currency: s.currency,
});

/** Tenant account settings (§7.5) under `/tenants/resources`: the caller's tenant only, and a public branding read. */
export function accountRoutes(deps: Deps): Hono<AppEnv> {
  const app = publicRouter();
  const signedIn = signedInRoutes(app, deps);
  const mine = async (tenantId: string) => {
    const s = await readSettings(deps.db, deps.vendor.id, tenantId);
    if (!s) throw notFound(MSG.tenantNotFound);
    return s;
  };

  // Registered before any parameterised route; public: a tenant's branding, or the vendor's when no tenant is named.
  app.get(`${BASE}/public`, async (c) => {
    const { tenantId } = query(c, publicAccountSettingsQuerySchema);
    if (!tenantId) {
      const v = deps.vendor.info;
      return c.json(publicView({ companyName: v.name, ...(v.logo ? { logo: v.logo } : {}), ...ACCOUNT_DEFAULTS }));
    }
    return c.json(publicView(await mine(tenantId)));
  });

  signedIn.get(BASE, requirePermission('fe.secure.read.accountSettings'), async (c) => c.json(await mine(c.get('principal').tenantId)));

  signedIn.put(BASE, requirePermission('fe.secure.write.accountSettings'), async (c) => {
    const input = await body(c, updateAccountSettingsSchema);
    const tenantId = c.get('principal').tenantId;
    await mine(tenantId);
    await writeSettings(deps.db, tenantId, input);
    // The logo itself is not copied into the audit row: it can be large; that it changed is enough.
    const changed = Object.keys(input);
    await deps.audit.write({ ...actor(c), action: 'Account settings updated', description: `Updated ${changed.join(', ') || 'nothing'}`, json: { changed } });
    return c.json(await mine(tenantId));
  });
  return app;
}
