import { PorticoError, isPorticoError } from '@portico/rest-api';
import { CORE_MESSAGES } from './messages';

/** Where a loaded collection stands. */
export type LoadStatus = 'idle' | 'loading' | 'ready' | 'error';

/** A loaded value with its status and the message of its last failure. */
export interface Loadable<T> {
  status: LoadStatus;
  data: T;
  error?: string;
}

/**
 * Dialog states of product-spec §4: `closed`, `open`, `loading` (call in flight), `success` (closed on success)
 * and `error` (open with error). `target` is what the dialog acts on (a user id, a token id…).
 */
export type DialogStatus = 'closed' | 'open' | 'loading' | 'success' | 'error';

/** One dialog of a store. */
export interface DialogState<T = string> {
  status: DialogStatus;
  target?: T;
  error?: string;
}

/** An inline action (a form save) without a dialog: idle, in flight, done or failed. */
export interface ActionState {
  status: 'idle' | 'loading' | 'success' | 'error';
  error?: string;
}

/** A fresh closed dialog. */
export const closedDialog = <T = string>(): DialogState<T> => ({ status: 'closed' });
/** A fresh idle action. */
export const idleAction = (): ActionState => ({ status: 'idle' });
/** A loadable not loaded yet. */
export const idle = <T>(data: T): Loadable<T> => ({ status: 'idle', data });

/** True until a load has answered: not started yet (a list's first render, before its load-on-mount) or in flight. */
export const isPending = (status: LoadStatus): boolean => status === 'idle' || status === 'loading';

/**
 * The status a view that loads on mount shows: `idle` reads as `loading` (it shows the same). Selected through it, the
 * load's start changes nothing the view reads, so it does not render the whole view again before the first answer.
 */
export const shownStatus = (status: LoadStatus): Exclude<LoadStatus, 'idle'> => (status === 'idle' ? 'loading' : status);

/** True while the dialog is shown: open, loading, or open with an error. */
export const isDialogOpen = (dialog: DialogState<unknown>): boolean =>
  dialog.status === 'open' || dialog.status === 'loading' || dialog.status === 'error';

// Local refusals whose text is meant for the user (the rest-api's own argument checks, "No changes to update").
const LOCAL_CODES = new Set(['no_changes', 'invalid_argument']);

/** A failure as the portal shows it: the server's message as-is, a local refusal's text, else the catalogue's default. */
export function adminErrorMessage(error: unknown): string {
  if (isPorticoError(error) && error.message && (error.status > 0 || LOCAL_CODES.has(error.code))) return error.message;
  return CORE_MESSAGES.difficulties;
}

/** A refusal of the admin stores before any call (bad input): the base error, code `invalid_argument`, shown as-is. */
export const inputError = (message: string): PorticoError => new PorticoError(message, { code: 'invalid_argument' });

/** An open dialog, with its target when given (assignable to any dialog of a record whose targets differ). */
export const openDialogState = (target?: string): DialogState<never> =>
  (target === undefined ? { status: 'open' } : { status: 'open', target }) as DialogState<never>;
