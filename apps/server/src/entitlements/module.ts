import type { ServerModule } from '../kernel/module';
import { entitlementRoutes } from './routes';

/** The entitlements module (app.ts composes it through src/modules.ts). */
export const entitlementsModule: ServerModule = {
  name: 'entitlements',
  owns: 'Entitlement checks of users (features and permissions)',
  mounts: [
    { prefix: '/entitlements/api', routes: entitlementRoutes },
  ],
};
