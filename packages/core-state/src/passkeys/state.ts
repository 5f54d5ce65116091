import type { ActionState, DialogState, Loadable } from '../shared/status';
import type { Passkey } from './types';

/** State of `admin.passkeys`: the signed-in user's passkeys in Privacy. */
export interface PasskeysState {
  devices: Loadable<Passkey[]>;
  /** Passkeys can be added: the vendor turned them on and the browser can create them (set by `load`). */
  canAdd: boolean;
  /** Adding a passkey (the browser's dialog, then the server's check). */
  adding: ActionState;
  dialogs: {
    /** Remove one passkey (`target` = device id). */
    remove: DialogState<string>;
  };
  /** Loads the list and whether passkeys can be added. */
  load(): Promise<void>;
  /** Runs the browser's passkey creation and registers the result; the new passkey joins the list. */
  add(): Promise<boolean>;
  openRemove(id: string): void;
  closeRemove(): void;
  remove(id: string): Promise<boolean>;
}
