import type { ServerModule } from '../kernel/module';
import { mailboxRoutes } from './routes';

/** The mailbox module (app.ts composes it through src/modules.ts). */
export const mailboxModule: ServerModule = {
  name: 'mailbox',
  owns: 'The dev mailbox (outbox reader outside production)',
  mounts: [
    { prefix: '/', routes: mailboxRoutes, host: true, devOnly: true },
  ],
};
