import type { ServerModule } from '../kernel/module';
import { eventRoutes } from './routes';

/** The events module (app.ts composes it through src/modules.ts). */
export const eventsModule: ServerModule = {
  name: 'events',
  owns: 'The connectivity event catalogue and the outbox bus',
  mounts: [
    { prefix: '', routes: eventRoutes },
  ],
};
