import type { ServerModule } from '../kernel/module';
import { accountRoutes } from './routes';
import { migrations } from './migrations';

/** The account module (app.ts composes it through src/modules.ts). */
export const accountModule: ServerModule = {
  name: 'account',
  owns: 'Tenant account settings and public branding',
  mounts: [
    { prefix: '/tenants/resources', routes: accountRoutes },
  ],
  migrations,
};
