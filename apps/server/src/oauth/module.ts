import type { ServerModule } from '../kernel/module';
import { oauthRoutes } from './routes';

/** The oauth module (app.ts composes it through src/modules.ts). */
export const oauthModule: ServerModule = {
  name: 'oauth',
  owns: 'Hosted-login OAuth and OIDC endpoints',
  mounts: [
    { prefix: '/oauth', routes: oauthRoutes },
  ],
};
