import { Hono } from 'hono';
import type { AppEnv } from '../access';
import type { ServerModule } from '../kernel/module';
import { directoryRoutes } from './routes';
import { scimRoutes, SCIM_BASE_PATH } from './scim-routes';
import { scimMemberSources } from './member-source';
import { migrations } from './migrations';

/** The directory module (app.ts composes it through src/modules.ts). */
export const directoryModule: ServerModule = {
  name: 'directory',
  owns: 'Directory sync: SCIM connections and the SCIM 2.0 endpoints',
  // SCIM keeps its own context (the bearer's connection), so its router is nested in one of the app's type.
  mounts: [
    { prefix: '/directory/resources', routes: directoryRoutes },
    { prefix: SCIM_BASE_PATH, routes: (deps) => new Hono<AppEnv>().route('/', scimRoutes(deps)) },
  ],
  memberSources: scimMemberSources,
  migrations,
};
