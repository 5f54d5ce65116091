import type { AdminApi } from './api';

// One domain per line, so parallel domains add lines without colliding.
const DOMAINS = [
  'profile',
  'privacy',
  'account',
  'users',
  'groups',
  'roles',
  'applications',
  'apiTokens',
  'securityCenter',
  'securityPolicies',
  'restrictions',
  'audits',
  'subAccounts',
  'notifications',
  'reports',
  'provisioning',
  'connectivity',
  'passkeys',
  'sso',
] as const;

/**
 * An {@link AdminApi} whose implementation is loaded on its first call, so hosts that never run in preview mode do not
 * download the preview data. Every method returns a promise, as every port method does.
 */
export function lazyAdminApi(load: () => Promise<AdminApi>): AdminApi {
  let loaded: Promise<AdminApi> | null = null;
  // A failed load (network) is tried again on the next call.
  const get = () =>
    (loaded ??= load().catch((error: unknown) => {
      loaded = null;
      throw error;
    }));
  const domain = (name: (typeof DOMAINS)[number]) =>
    new Proxy(
      {},
      {
        // `then` stays undefined so a domain object is never mistaken for a promise.
        get: (_target, method) =>
          method === 'then' || typeof method !== 'string'
            ? undefined
            : (...args: unknown[]) =>
                get().then((api) => (api[name] as unknown as Record<string, (...a: unknown[]) => Promise<unknown>>)[method]!(...args)),
      },
    );
  return Object.fromEntries(DOMAINS.map((name) => [name, domain(name)])) as unknown as AdminApi;
}
