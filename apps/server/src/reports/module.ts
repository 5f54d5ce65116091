import type { ServerModule } from '../kernel/module';
import { reportRoutes } from './routes';
import { REPORT_UNIQUE } from './unique';
import { migrations } from './migrations';

/** The reports module (app.ts composes it through src/modules.ts). */
export const reportsModule: ServerModule = {
  name: 'reports',
  owns: 'Reports of a tenant from vendor templates',
  mounts: [
    { prefix: '/reports', routes: reportRoutes },
  ],
  unique: REPORT_UNIQUE,
  migrations,
};
