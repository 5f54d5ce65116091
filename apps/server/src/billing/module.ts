import type { ServerModule } from '../kernel/module';
import { billingRoutes } from './billing-routes';
import { migrations } from './migrations';

/** The billing module (app.ts composes it through src/modules.ts). */
export const billingModule: ServerModule = {
  name: 'billing',
  owns: 'Subscription billing: plans, payment methods, invoices, usage, vendor plans',
  mounts: [
    { prefix: '/subscriptions/resources', routes: billingRoutes },
  ],
  migrations,
};
