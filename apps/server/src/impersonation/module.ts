import type { ServerModule } from '../kernel/module';
import { impersonationRoutes } from './routes';
import { migrations } from './migrations';

/** The impersonation module (app.ts composes it through src/modules.ts). */
export const impersonationModule: ServerModule = {
  name: 'impersonation',
  owns: "Impersonating a member of the caller's tenant",
  mounts: [
    { prefix: '/identity/resources', routes: impersonationRoutes },
  ],
  migrations,
};
