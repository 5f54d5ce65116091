import type { Recipe } from './store';
import { adminErrorMessage, type Loadable } from './status';

/** Keys of `S` holding a {@link Loadable}. */
type LoadableKey<S> = { [K in keyof S]: S[K] extends Loadable<unknown> ? K : never }[keyof S];
/** The data type of the loadable at `S[K]`. */
type DataOf<S, K extends keyof S> = S[K] extends Loadable<infer T> ? T : never;

/**
 * Loads `call()` into the loadable `key` of a store: loading, then ready with the data, or error with the message
 * (the data loaded before is kept). Resolves whether it succeeded; never throws.
 */
export async function loadInto<S, K extends LoadableKey<S>>(
  set: (recipe: Recipe<S>) => void,
  key: K,
  call: () => Promise<DataOf<S, K>>,
): Promise<boolean> {
  const at = (s: S) => s[key] as unknown as Loadable<DataOf<S, K>>;
  set((s) => ((at(s).status = 'loading'), (at(s).error = undefined)));
  try {
    const data = await call();
    set((s) => ((at(s).status = 'ready'), (at(s).data = data)));
    return true;
  } catch (error) {
    set((s) => ((at(s).status = 'error'), (at(s).error = adminErrorMessage(error))));
    return false;
  }
}
