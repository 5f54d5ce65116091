import type { ServerModule } from '../kernel/module';
import { roleRoutes } from './routes';
import { ROLE_UNIQUE } from './unique';

/** The roles module (app.ts composes it through src/modules.ts). */
export const rolesModule: ServerModule = {
  name: 'roles',
  owns: 'Roles and permissions of the vendor and of each account',
  mounts: [
    { prefix: '/identity/resources', routes: roleRoutes },
  ],
  unique: ROLE_UNIQUE,
};
