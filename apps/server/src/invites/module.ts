import type { ServerModule } from '../kernel/module';
import { inviteRoutes } from './routes';

/** The invites module (app.ts composes it through src/modules.ts). */
export const invitesModule: ServerModule = {
  name: 'invites',
  owns: 'Adding users by e-mail and the tenant invite link',
  mounts: [
    { prefix: '/identity/resources', routes: inviteRoutes },
  ],
};
