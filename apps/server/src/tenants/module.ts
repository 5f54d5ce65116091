import type { ServerModule } from '../kernel/module';
import { invitationRoutes } from './routes';

/** The tenants module (app.ts composes it through src/modules.ts). */
export const tenantsModule: ServerModule = {
  name: 'tenants',
  owns: 'Pending invitations of a tenant (resend, reset)',
  mounts: [
    { prefix: '/identity/resources', routes: invitationRoutes },
  ],
};
