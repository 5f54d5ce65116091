import type { Hono } from 'hono';
import { z } from 'zod';
import type { Deps } from '../deps';
import { publicRouter, type AppEnv } from '../access';
import { body } from '../http/validate';
import type { VendorConfig } from './config';

/** The vendor settings the demo's settings page switches, each optional in a change. */
export const vendorSettingsChangeSchema = z.strictObject({
  /** Magic links sign in only in the browser that asked for them (passwordless/README.md). */
  magicLinkSameBrowser: z.boolean().optional(),
});

/** The settings as the page reads them (defaults filled in). */
const settingsView = (cfg: VendorConfig) => ({ magicLinkSameBrowser: cfg.magicLinkSameBrowser ?? false });

/**
 * `GET|PUT /dev/vendor-settings`: vendor settings outside the login strategies, switchable from the demo's settings
 * page. Mounted only outside production, like `/dev/auth-strategies`.
 */
export function devVendorSettingRoutes(deps: Deps): Hono<AppEnv> {
  const app = publicRouter();
  app.get('/dev/vendor-settings', (c) => c.json(settingsView(deps.vendor.config)));
  app.put('/dev/vendor-settings', async (c) => {
    const change = await body(c, vendorSettingsChangeSchema);
    await deps.vendor.update(Object.fromEntries(Object.entries(change).filter(([, v]) => v !== undefined)));
    return c.json(settingsView(deps.vendor.config));
  });
  return app;
}
