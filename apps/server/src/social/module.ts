import type { ServerModule } from '../kernel/module';
import { socialRoutes } from './routes';
import { devSocialProviderRoutes } from './dev-routes';
import { migrations } from './migrations';

/** The social module (app.ts composes it through src/modules.ts). */
export const socialModule: ServerModule = {
  name: 'social',
  owns: 'Social login providers (settings and login)',
  mounts: [
    { prefix: '/identity/resources', routes: socialRoutes },
    { prefix: '/', routes: devSocialProviderRoutes, host: true, devOnly: true },
  ],
  migrations,
};
