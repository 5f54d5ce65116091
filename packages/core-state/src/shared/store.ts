import { immer } from 'zustand/middleware/immer';
import { createStore, type StoreApi } from 'zustand/vanilla';

/** An immer recipe: mutates the draft; whatever it returns is ignored (so comma-expression recipes are safe). */
export type Recipe<T> = (draft: T) => unknown;

type ImmerSet = (recipe: (draft: unknown) => void) => void;

/** Applies an immer recipe to a store made by {@link createFlowStore}. */
export function update<T>(store: StoreApi<T>, recipe: Recipe<T>): void {
  (store.setState as unknown as ImmerSet)((draft) => void recipe(draft as T));
}

/**
 * A zustand vanilla store with immer: `init` receives `set(recipe)` and `get` and returns the state, actions
 * included, so `useStore(store, s => s.submit)` works.
 */
export function createFlowStore<T extends object>(init: (set: (recipe: Recipe<T>) => void, get: () => T) => T): StoreApi<T> {
  return createStore<T>()(
    immer((set, get) => init((recipe) => (set as unknown as ImmerSet)((draft) => void recipe(draft as T)), get)),
  ) as unknown as StoreApi<T>;
}
