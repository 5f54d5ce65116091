import type { PorticoApi } from './types';

/**
 * A port whose implementation loads on its first call. Every PorticoApi method is async, so callers cannot tell;
 * preview mode uses it so a host in real mode never downloads the sample data.
 */
export function createLazyApi(load: () => Promise<PorticoApi>): PorticoApi {
  let api: Promise<PorticoApi> | undefined;
  const get = () => (api ??= load());
  const methods = new Map<PropertyKey, (...args: unknown[]) => Promise<unknown>>();
  return new Proxy({} as PorticoApi, {
    get(_target, name) {
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
