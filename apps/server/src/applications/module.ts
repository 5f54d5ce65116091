import type { ServerModule } from '../kernel/module';
import { applicationRoutes, applicationResourceRoutes } from './routes';

/** The applications module (app.ts composes it through src/modules.ts). */
export const applicationsModule: ServerModule = {
  name: 'applications',
  owns: 'Applications and which users are assigned to them',
  mounts: [
    { prefix: '/identity/resources', routes: applicationRoutes },
    { prefix: '/applications/resources', routes: applicationResourceRoutes },
  ],
};
