import type { ServerModule } from '../kernel/module';
import { profileRoutes, profileImageRoutes } from './routes';

/** The profile module (app.ts composes it through src/modules.ts). */
export const profileModule: ServerModule = {
  name: 'profile',
  owns: "The signed-in user's picture (upload and serving)",
  mounts: [
    { prefix: '/team/resources', routes: profileRoutes },
    { prefix: '', routes: profileImageRoutes },
  ],
};
