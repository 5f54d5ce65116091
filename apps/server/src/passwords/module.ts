import type { ServerModule } from '../kernel/module';
import { passwordRoutes } from './routes';

/** The passwords module (app.ts composes it through src/modules.ts). */
export const passwordsModule: ServerModule = {
  name: 'passwords',
  owns: 'Forgot, reset and change password',
  mounts: [
    { prefix: '/identity/resources', routes: passwordRoutes },
  ],
};
