import type { ServerModule } from '../kernel/module';
import { passkeyRoutes } from './routes';
import { migrations } from './migrations';

/** The webauthn module (app.ts composes it through src/modules.ts). */
export const webauthnModule: ServerModule = {
  name: 'webauthn',
  owns: "Passkeys: a user's devices and passkey login",
  mounts: [
    { prefix: '/identity/resources', routes: passkeyRoutes },
  ],
  migrations,
};
