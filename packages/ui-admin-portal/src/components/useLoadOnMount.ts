import { useEffect } from 'react';

/**
 * The sections' one load-on-mount effect: runs `load` when the component mounts and again whenever one of `keys`
 * changes (e.g. the open tab or the token kind). A function returned by `load` runs on unmount or before the next load;
 * a returned promise is left to the store, which records its own error state.
 * @example useLoadOnMount(() => groups.load(), [groups])
 */
export function useLoadOnMount(load: () => unknown, keys: readonly unknown[] = []): void {
  useEffect(() => {
    const result = load();
    return typeof result === 'function' ? (result as () => void) : undefined;
    // The keys decide when to load again; the latest `load` is the one of the render that changed them.
  }, keys);
}
