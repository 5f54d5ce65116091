import type { ServerModule } from '../kernel/module';
import { sessionPolicyRoutes } from './routes';
import { sessionPolicyFacts } from './repo';
import { migrations } from './migrations';

/** The session-policy module (app.ts composes it through src/modules.ts). */
export const sessionPolicyModule: ServerModule = {
  name: 'session-policy',
  owns: "The tenant's session policy (idle and absolute timeouts, concurrent sessions)",
  mounts: [
    { prefix: '/identity/resources', routes: sessionPolicyRoutes },
  ],
  security: { sessionPolicy: sessionPolicyFacts },
  migrations,
};
