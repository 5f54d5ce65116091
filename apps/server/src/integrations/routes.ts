import type { Hono } from 'hono';
import type { Deps } from '../deps';
import { publicRouter, type AppEnv } from '../access';
import { channelRoutes } from './channel-routes';
import { slackRoutes } from './slack-routes';

/** Connectivity integrations: e-mail and SMS entries (v1, v2) and slack subscriptions, delivered through the event bus (delivery.ts). */
export function integrationRoutes(deps: Deps): Hono<AppEnv> {
  const app = publicRouter();
  app.route('/', channelRoutes(deps, 'email'));
  app.route('/', channelRoutes(deps, 'sms'));
  app.route('/', slackRoutes(deps));
  return app;
}
