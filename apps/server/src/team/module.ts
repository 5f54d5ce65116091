import type { ServerModule } from '../kernel/module';
import { tenantUserRoutes } from './users-routes';
import { teamRoutes } from './routes';

/** The team module (app.ts composes it through src/modules.ts). */
export const teamModule: ServerModule = {
  name: 'team',
  owns: 'Tenant membership administration: users lists, team members, disable, temporary users',
  mounts: [
    { prefix: '/identity/resources', routes: tenantUserRoutes },
    { prefix: '/team/resources', routes: teamRoutes },
  ],
};
