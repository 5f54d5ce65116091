import type { ServerModule } from '../kernel/module';
import { passwordlessRoutes } from './routes';
import { phoneRoutes } from './phone-routes';
import { smsOutboxRoutes } from './sms-outbox';
import { migrations } from './migrations';

/** The passwordless module (app.ts composes it through src/modules.ts). */
export const passwordlessModule: ServerModule = {
  name: 'passwordless',
  owns: 'Passwordless login (e-mail code, SMS code, magic link), phone login and the dev SMS outbox',
  mounts: [
    { prefix: '/identity/resources', routes: passwordlessRoutes },
    { prefix: '/identity/resources', routes: phoneRoutes },
    { prefix: '/', routes: smsOutboxRoutes, host: true, devOnly: true },
  ],
  migrations,
};
