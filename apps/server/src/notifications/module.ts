import type { ServerModule } from '../kernel/module';
import { notificationRoutes } from './routes';

/** The notifications module (app.ts composes it through src/modules.ts). */
export const notificationsModule: ServerModule = {
  name: 'notifications',
  owns: 'The bell notifications of a user',
  mounts: [
    { prefix: '/notification', routes: notificationRoutes },
  ],
};
