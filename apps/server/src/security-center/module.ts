import type { ServerModule } from '../kernel/module';
import { breachedPasswordRoutes, securityCenterRoutes } from './routes';

/** The security-center module (app.ts composes it through src/modules.ts). */
export const securityCenterModule: ServerModule = {
  name: 'security-center',
  owns: 'The security centre: score, recommendations and breached-password users',
  mounts: [
    { prefix: '/identity/resources', routes: breachedPasswordRoutes },
    { prefix: '/security-center/resources', routes: (deps, wired) => securityCenterRoutes(deps, wired.security) },
  ],
};
