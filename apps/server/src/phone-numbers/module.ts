import type { ServerModule } from '../kernel/module';
import { phoneNumberRoutes } from './routes';
import { migrations } from './migrations';

/** The phone-numbers module (app.ts composes it through src/modules.ts). */
export const phoneNumbersModule: ServerModule = {
  name: 'phone-numbers',
  owns: "A user's verified phone numbers",
  mounts: [
    { prefix: '/identity/resources', routes: phoneNumberRoutes },
  ],
  migrations,
};
