import type { ServerModule } from '../kernel/module';
import { policyRoutes } from './policy-routes';
import { vendorConfigRoutes, vendorPublicRoutes } from './routes';
import { devVendorSettingRoutes } from './dev-routes';
import { migrations } from './migrations';

/** The vendor module (app.ts composes it through src/modules.ts). */
export const vendorModule: ServerModule = {
  name: 'vendor',
  owns: 'Vendor settings: public settings and flags, login policy, vendor configuration',
  mounts: [
    { prefix: '/identity/resources', routes: policyRoutes },
    { prefix: '/identity/resources', routes: vendorConfigRoutes },
    { prefix: '', routes: vendorPublicRoutes },
    { prefix: '/', routes: devVendorSettingRoutes, host: true, devOnly: true },
  ],
  migrations,
};
