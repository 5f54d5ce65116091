import type { ServerModule } from '../kernel/module';
import { integrationRoutes } from './routes';
import { channelDelivery } from './delivery';
import { migrations } from './migrations';

/** The integrations module (app.ts composes it through src/modules.ts). */
export const integrationsModule: ServerModule = {
  name: 'integrations',
  owns: 'E-mail, SMS and slack event subscriptions and their delivery',
  mounts: [
    { prefix: '', routes: integrationRoutes },
  ],
  events: channelDelivery,
  migrations,
};
