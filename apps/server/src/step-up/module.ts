import type { ServerModule } from '../kernel/module';
import { stepUpRoutes, devSensitiveActionRoutes } from './routes';

/** The step-up module (app.ts composes it through src/modules.ts). */
export const stepUpModule: ServerModule = {
  name: 'step-up',
  owns: 'Step-up authentication for sensitive actions',
  mounts: [
    { prefix: '/identity/resources', routes: stepUpRoutes },
    { prefix: '', routes: devSensitiveActionRoutes, devOnly: true },
  ],
};
