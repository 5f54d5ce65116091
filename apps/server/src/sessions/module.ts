import type { ServerModule } from '../kernel/module';
import { sessionRoutes } from './routes';
import { migrations } from './migrations';

/** The sessions module (app.ts composes it through src/modules.ts). */
export const sessionsModule: ServerModule = {
  name: 'sessions',
  owns: "The signed-in user's sessions (list, revoke)",
  mounts: [
    { prefix: '/identity/resources', routes: sessionRoutes },
  ],
  migrations,
};
