import { useStore as useZustandStore } from 'zustand';
import type { StoreApi } from 'zustand/vanilla';

/**
 * Selects from any Portico store (the admin stores included) and re-renders when the selected value changes.
 * The selector must return a stable value for unchanged state: the memoised selectors of `@portico/core-state/admin`
 * do; wrap an ad-hoc object-building selector in `useShallow`.
 * @example const rows = useStore(admin.users, selectUserRows)
 */
export function useStore<S, U>(store: StoreApi<S>, selector: (state: S) => U): U {
  return useZustandStore(store, selector);
}

export { useShallow } from 'zustand/react/shallow';
