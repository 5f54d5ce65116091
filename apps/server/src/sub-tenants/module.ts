import type { ServerModule } from '../kernel/module';
import { subTenantUserRoutes } from './user-routes';
import { subTenantRoutes } from './routes';
import { SUB_TENANT_UNIQUE } from './unique';

/** The sub-tenants module (app.ts composes it through src/modules.ts). */
export const subTenantsModule: ServerModule = {
  name: 'sub-tenants',
  owns: 'The tenant hierarchy, sub-accounts and their users',
  mounts: [
    { prefix: '/identity/resources', routes: subTenantUserRoutes },
    { prefix: '/tenants/resources', routes: subTenantRoutes },
  ],
  unique: SUB_TENANT_UNIQUE,
};
