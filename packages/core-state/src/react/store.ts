import { useSyncExternalStore } from 'react';
import type { StoreApi } from 'zustand/vanilla';

/**
 * Selects from any Portico store (the admin stores included) and re-renders when the selected value changes.
 * The selector must return a stable value for unchanged state: the memoised selectors of `@portico/core-state/admin`
 * do; wrap an ad-hoc object-building selector in `useShallow`.
 * @example const rows = useStore(admin.users, selectUserRows)
 */
export function useStore<S, U>(store: StoreApi<S>, selector: (state: S) => U): U {
  // zustand's own useStore does the same, but its module brings zustand's store factory into every chunk that reads a
  // store (the login box's lazy screens included), where code splitting cannot leave it with core-state's other code.
  return useSyncExternalStore(store.subscribe, () => selector(store.getState()), () => selector(store.getInitialState()));
}

export { useShallow } from 'zustand/react/shallow';
