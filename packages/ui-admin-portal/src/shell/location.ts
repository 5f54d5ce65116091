import { useCallback, useMemo, useState, useSyncExternalStore } from 'react';
import { joinPath, normalizeBase, relativeTo } from './routes';

/** A host router's navigate function (react-router's `useNavigate()` fits as is). */
export type PortalNavigate = (to: string, options?: { replace?: boolean }) => void;

/** Where the portal keeps its place: the address under `basePath`, or (without one) its own memory. */
export interface PortalLocationOptions {
  basePath?: string;
  /** The host router's current pathname; with `navigate`, the portal goes through the host's router. */
  pathname?: string;
  navigate?: PortalNavigate;
}

/** The portal's place and how to move it. */
export interface PortalLocation {
  /** Path relative to the base, e.g. `account/custom-login` (empty: the base itself). */
  path: string;
  /** The address of a relative path, or undefined in memory mode (no address to link to). */
  href(path: string): string | undefined;
  go(path: string, options?: { replace?: boolean }): void;
}

// The History API tells nobody about pushState: portals on the page hear it from here, back / forward from popstate.
const listeners = new Set<() => void>();
function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('popstate', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('popstate', listener);
  };
}
const browserPath = () => location.pathname;
const serverPath = () => '';

/**
 * The portal's place. With `basePath` and no host router it reads `location.pathname` and moves with pushState /
 * replaceState (no router dependency); with a host router it reads `pathname` and calls `navigate`; without
 * `basePath` it keeps the place in memory (hosts that give the portal no address).
 */
export function usePortalLocation({ basePath, pathname, navigate }: PortalLocationOptions): PortalLocation {
  const [memory, setMemory] = useState('');
  const address = useSyncExternalStore(subscribe, browserPath, serverPath);
  const base = basePath === undefined ? undefined : normalizeBase(basePath);
  const path = base === undefined ? memory : (relativeTo(pathname ?? address, base) ?? '');
  // The query stays across sections (the hosted portal's ui_locales, a host's own parameters).
  const href = useCallback((to: string) => (base === undefined ? undefined : `${joinPath(base, to)}${location.search}`), [base]);
  const go = useCallback(
    (to: string, options: { replace?: boolean } = {}) => {
      const url = href(to);
      if (url === undefined) return setMemory(to);
      if (navigate) return navigate(url, options);
      history[options.replace ? 'replaceState' : 'pushState'](null, '', url);
      for (const listener of listeners) listener();
    },
    [href, navigate],
  );
  return useMemo(() => ({ path, href, go }), [path, href, go]);
}
