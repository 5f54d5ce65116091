import type { ServerModule } from '../kernel/module';
import { restrictionRoutes } from './routes';
import { domainRestrictionFacts, ipRestrictionFacts } from './repo';
import { RESTRICTION_UNIQUE } from './unique';
import { migrations } from './migrations';

/** The restrictions module (app.ts composes it through src/modules.ts). */
export const restrictionsModule: ServerModule = {
  name: 'restrictions',
  owns: 'IP and e-mail domain restrictions of a tenant',
  mounts: [
    { prefix: '/identity/resources', routes: restrictionRoutes },
  ],
  security: { ipRestrictions: ipRestrictionFacts, domainRestrictions: domainRestrictionFacts },
  unique: RESTRICTION_UNIQUE,
  migrations,
};
