import type { PorticoApi } from './types';

const PRELOAD = Symbol('portico.preloadApi');

/** Starts loading a lazy port's implementation now (a no-op for any other port), e.g. while a Web Lock is awaited. */
export function preloadApi(api: PorticoApi): void {
  const preload = (api as unknown as Record<symbol, (() => Promise<unknown>) | undefined>)[PRELOAD];
  void preload?.().catch(() => undefined);
}

/**
 * A port whose implementation loads on its first call. Every PorticoApi method is async, so callers cannot tell;
 * preview mode uses it so a host in real mode never downloads the sample data, and the REST port so a page's first
 * script carries no call it does not make before its first paint.
 */
export function createLazyApi(load: () => Promise<PorticoApi>): PorticoApi {
  let api: Promise<PorticoApi> | undefined;
  // A chunk that failed to load (a network blip) is fetched again by the next call, not failed forever.
  const get = () =>
    (api ??= load().catch((error: unknown) => {
      api = undefined;
      throw error;
    }));
  const methods = new Map<PropertyKey, (...args: unknown[]) => Promise<unknown>>();
  return new Proxy({} as PorticoApi, {
    get(_target, name) {
      if (name === PRELOAD) return get;
      // Not a thenable: `await port` must not treat the port itself as a promise.
      if (name === 'then' || typeof name === 'symbol') return undefined;
      let method = methods.get(name);
      if (!method) {
        method = async (...args: unknown[]) => {
          const impl = (await get()) as unknown as Record<string, (...a: unknown[]) => Promise<unknown>>;
          const fn = impl[name];
          if (typeof fn !== 'function') throw new TypeError(`The API has no call ${name}`);
          return fn.apply(impl, args);
        };
        methods.set(name, method);
      }
      return method;
    },
  });
}
