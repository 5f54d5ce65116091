import { createStore, type StoreApi } from 'zustand/vanilla';
import { loadImmerWhenIdle, produce } from './produce';

/** An immer recipe: mutates the draft; whatever it returns is ignored (so comma-expression recipes are safe). */
export type Recipe<T> = (draft: T) => unknown;

type RecipeSet = (recipe: (draft: unknown) => unknown) => void;

/** Applies an immer recipe to a store made by {@link createFlowStore}. */
export function update<T>(store: StoreApi<T>, recipe: Recipe<T>): void {
  (store.setState as unknown as RecipeSet)((draft) => void recipe(draft as T));
}

/**
 * A zustand vanilla store whose updates are immer recipes: `init` receives `set(recipe)` and `get` and returns the
 * state, actions included, so `useStore(store, s => s.submit)` works. As with zustand's immer middleware, a function
 * given to `setState` is a recipe too; immer itself loads once the page has loaded and is idle (see `loadImmerWhenIdle`).
 */
export function createFlowStore<T extends object>(init: (set: (recipe: Recipe<T>) => void, get: () => T) => T): StoreApi<T> {
  loadImmerWhenIdle();
  return createStore<T>()((set, get, store) => {
    const write = set as (next: T | Partial<T> | ((state: T) => T | Partial<T>), replace?: boolean) => void;
    store.setState = ((updater: unknown, replace?: boolean) =>
      write(typeof updater === 'function' ? (state: T) => produce(state, updater as (draft: T) => unknown) : (updater as T), replace)) as StoreApi<T>['setState'];
    return init((recipe) => write((state) => produce(state, (draft) => void recipe(draft))), get);
  });
}
