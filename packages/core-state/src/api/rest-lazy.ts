import type { ApiClient } from '@portico/rest-api';
import { createLazyApi } from './lazy';
import type { PorticoApi } from './types';

/**
 * The {@link PorticoApi} over HTTP (see `./rest`), whose calls and answer mapping load on the first call: every port
 * method is async, so callers cannot tell, and a login page's first script carries only the client.
 * @example const api = createRestApi(createApiClient({ baseUrl, credentials: 'include', getToken }));
 */
export function createRestApi(client: ApiClient): PorticoApi {
  return createLazyApi(() => import('./rest').then((m) => m.createRestApi(client)));
}
