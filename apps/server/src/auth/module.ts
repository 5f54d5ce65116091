import type { ServerModule } from '../kernel/module';
import { authRoutes } from './routes';
import { loginMfaRoutes } from './mfa-routes';

/** The auth module (app.ts composes it through src/modules.ts). */
export const authModule: ServerModule = {
  name: 'auth',
  owns: 'Login, refresh and logout, and MFA at login',
  mounts: [
    { prefix: '/identity/resources', routes: authRoutes },
    { prefix: '/identity/resources', routes: loginMfaRoutes },
  ],
};
