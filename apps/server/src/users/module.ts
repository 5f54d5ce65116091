import type { ServerModule } from '../kernel/module';
import { signUpRoutes } from './signup-routes';
import { meRoutes } from './me-routes';

/** The users module (app.ts composes it through src/modules.ts). */
export const usersModule: ServerModule = {
  name: 'users',
  owns: 'User accounts: sign-up, activation, invitation acceptance and the signed-in user (`/users/v2/me`, tenants, switch)',
  mounts: [
    { prefix: '/identity/resources', routes: signUpRoutes },
    { prefix: '/identity/resources', routes: meRoutes },
  ],
};
