import type { Hono } from 'hono';
import type { Deps } from '../deps';
import { publicRouter, type AppEnv } from '../access';
import { body } from '../http/validate';
import { authStrategiesChangeSchema, strategiesView, toConfigChange } from './strategies';

/**
 * `GET|PUT /dev/auth-strategies`: the vendor's login strategies, switchable from the demo's settings page.
 * Mounted only outside production, like the dev mailbox.
 */
export function devAuthStrategyRoutes(deps: Deps): Hono<AppEnv> {
  const app = publicRouter();
  app.get('/dev/auth-strategies', (c) => c.json(strategiesView(deps.vendor.config)));
  app.put('/dev/auth-strategies', async (c) => {
    const change = await body(c, authStrategiesChangeSchema);
    await deps.vendor.update(toConfigChange(change));
    return c.json(strategiesView(deps.vendor.config));
  });
  return app;
}
