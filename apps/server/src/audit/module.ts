import type { ServerModule } from '../kernel/module';
import { auditRoutes } from './routes';
import { migrations } from './migrations';

/** The audit module (app.ts composes it through src/modules.ts). */
export const auditModule: ServerModule = {
  name: 'audit',
  owns: 'Audit logs of a tenant: list, stats, export',
  mounts: [
    { prefix: '', routes: auditRoutes },
  ],
  migrations,
};
