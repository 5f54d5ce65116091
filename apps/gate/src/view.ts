import type { AuthState } from '@portico/core-state';
import { gateText, type AuthSource } from './follow';

/** The error of a refused sign-in, when there is one to show (only while unauthenticated). */
const refusal = (state: AuthState): string => (state.status === 'unauthenticated' && state.error ? state.error : '');

/**
 * Shows the whole screen of the gate in `root` and keeps it in step with the auth state: one status line, plus the
 * error and a "Try again" link when the sign-in was refused. Text nodes only (no HTML parsing). Returns the unsubscribe
 * function.
 */
export function mountGate(root: Element, auth: AuthSource): () => void {
  const doc = root.ownerDocument;
  const main = doc.createElement('main');
  main.className = 'portico-gate';
  const status = doc.createElement('p');
  status.className = 'portico-gate-status';
  main.append(status);
  let alert: HTMLParagraphElement | undefined;
  const show = (state: AuthState) => {
    main.dataset.status = state.status;
    main.setAttribute('aria-busy', String(state.status !== 'unauthenticated' || !state.error));
    const text = gateText(state);
    if (status.textContent !== text) status.textContent = text;
    const error = refusal(state);
    if (alert && alert.dataset.error !== error) {
      alert.remove();
      alert = undefined;
    }
    if (error && !alert) {
      // A new alert element for a new message, so that screen readers announce it.
      alert = doc.createElement('p');
      alert.className = 'portico-gate-error';
      alert.setAttribute('role', 'alert');
      alert.dataset.error = error;
      const again = doc.createElement('a');
      again.href = '/';
      again.textContent = 'Try again';
      alert.append(`${error} `, again);
      main.append(alert);
    }
  };
  show(auth.getState());
  root.replaceChildren(main);
  return auth.subscribe(show);
}

/** Shows a configuration error in place of the gate (a missing or invalid build variable). */
export function showGateError(root: Element, message: string): void {
  const p = root.ownerDocument.createElement('p');
  p.setAttribute('role', 'alert');
  p.textContent = message;
  root.replaceChildren(p);
}
