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

/** `load` run once and its promise kept; a failed load (network) is tried again on the next call. */
export function once<T>(load: () => Promise<T>): () => Promise<T> {
  let loaded: Promise<T> | null = null;
  return () =>
    (loaded ??= load().catch((error: unknown) => {
      loaded = null;
      throw error;
    }));
}

/** A port whose implementation is loaded on its first call (every method returns a promise, as every port method does). */
export function lazyPort<T extends object>(load: () => Promise<T>): T {
  const get = once(load);
  return new Proxy({} as T, {
    // `then` stays undefined so a port is never mistaken for a promise.
    get: (_target, method) =>
      method === 'then' || typeof method !== 'string'
        ? undefined
        : (...args: unknown[]) => get().then((port) => (port as Record<string, (...a: unknown[]) => Promise<unknown>>)[method]!(...args)),
  });
}

/**
 * An {@link AdminApi} whose implementation is loaded on its first call, so hosts that never run in preview mode do not
 * download the preview data.
 */
export function lazyAdminApi(load: () => Promise<AdminApi>): AdminApi {
  const get = once(load);
  return Object.fromEntries(DOMAINS.map((name) => [name, lazyPort(async () => (await get())[name])])) as unknown as AdminApi;
}
