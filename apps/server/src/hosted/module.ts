import type { ServerModule } from '../kernel/module';
import { hostedLoginRoutes } from './routes';

/** The hosted module (app.ts composes it through src/modules.ts). */
export const hostedModule: ServerModule = {
  name: 'hosted',
  owns: 'The hosted login pages',
  mounts: [
    { prefix: '/', routes: (deps) => hostedLoginRoutes(undefined, { stripe: Boolean(deps.config.stripe?.publishableKey) }), host: true },
  ],
};
