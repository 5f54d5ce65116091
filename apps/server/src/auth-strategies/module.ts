import type { ServerModule } from '../kernel/module';
import { devAuthStrategyRoutes } from './routes';

/** The auth-strategies module (app.ts composes it through src/modules.ts). */
export const authStrategiesModule: ServerModule = {
  name: 'auth-strategies',
  owns: "Developer switch of the vendor's login strategies",
  mounts: [
    { prefix: '/', routes: devAuthStrategyRoutes, host: true, devOnly: true },
  ],
};
