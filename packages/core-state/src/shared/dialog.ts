import type { Recipe } from './store';
import { adminErrorMessage, type DialogState } from './status';

/** State whose `dialogs` record holds named dialogs. */
export interface WithDialogs<K extends string> {
  dialogs: Record<K, DialogState<unknown>>;
}

/**
 * Runs `call` as the action of dialog `name`: loading, then closed on success, or open with the error.
 * @returns whether the call succeeded (failures are kept in the dialog, never thrown).
 */
export async function runDialog<S extends WithDialogs<K>, K extends string>(
  set: (recipe: Recipe<S>) => void,
  name: K,
  target: unknown,
  call: () => Promise<unknown>,
): Promise<boolean> {
  set((s) => void (s.dialogs[name] = target === undefined ? { status: 'loading' } : { status: 'loading', target }));
  try {
    await call();
    set((s) => void (s.dialogs[name] = { status: 'success' }));
    return true;
  } catch (error) {
    set((s) => void (s.dialogs[name] = { status: 'error', error: adminErrorMessage(error), ...(target === undefined ? {} : { target }) }));
    return false;
  }
}
