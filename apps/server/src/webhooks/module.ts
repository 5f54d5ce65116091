import type { ServerModule } from '../kernel/module';
import { webhookRoutes } from './routes';
import { webhookDelivery } from './service';
import { migrations } from './migrations';

/** The webhooks module (app.ts composes it through src/modules.ts). */
export const webhooksModule: ServerModule = {
  name: 'webhooks',
  owns: 'Webhooks of a tenant and their signed delivery',
  mounts: [
    { prefix: '', routes: webhookRoutes },
  ],
  events: webhookDelivery,
  migrations,
};
