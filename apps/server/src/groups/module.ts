import type { ServerModule } from '../kernel/module';
import { groupRoutes } from './routes';
import { memberGroupsOf } from './member-groups';
import { GROUP_UNIQUE } from './unique';
import { migrations } from './migrations';

/** The groups module (app.ts composes it through src/modules.ts). */
export const groupsModule: ServerModule = {
  name: 'groups',
  owns: 'Groups of a tenant, their roles and users',
  mounts: [
    { prefix: '/identity/resources', routes: groupRoutes },
  ],
  memberGroups: memberGroupsOf,
  unique: GROUP_UNIQUE,
  migrations,
};
