import type { ServerModule } from '../kernel/module';
import { metadataRoutes } from './routes';

/** The metadata module (app.ts composes it through src/modules.ts). */
export const metadataModule: ServerModule = {
  name: 'metadata',
  owns: 'Entity metadata, the custom login box and IP metadata',
  mounts: [
    { prefix: '', routes: metadataRoutes },
  ],
};
