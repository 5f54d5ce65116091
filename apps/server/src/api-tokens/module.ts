import type { ServerModule } from '../kernel/module';
import { apiTokenRoutes } from './routes';
import { migrations } from './migrations';

/** The api-tokens module (app.ts composes it through src/modules.ts). */
export const apiTokensModule: ServerModule = {
  name: 'api-tokens',
  owns: 'Personal and tenant API tokens and their exchange for access tokens',
  mounts: [
    { prefix: '/identity/resources', routes: apiTokenRoutes },
  ],
  migrations,
};
