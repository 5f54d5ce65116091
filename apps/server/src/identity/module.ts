import type { ServerModule } from '../kernel/module';
import { migrations } from './migrations';

/**
 * The identity core (app.ts composes it through src/modules.ts): the tables every domain reads, so no one domain owns
 * them. It mounts no routes; users/, roles/, team/ and tokens/ offer its services.
 */
export const identityModule: ServerModule = {
  name: 'identity',
  owns: 'The identity core: users, tenants, memberships, roles, permissions, signing keys, one-time tokens and rate-limit counters',
  migrations,
};
