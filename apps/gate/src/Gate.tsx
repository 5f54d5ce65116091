import { useSyncExternalStore } from 'react';
import { gateText, type AuthSource } from './follow';

/** The whole screen of the gate: one status line, plus the error when the sign-in was refused. */
export function Gate({ auth }: { auth: AuthSource }) {
  const state = useSyncExternalStore(auth.subscribe, auth.getState, auth.getState);
  return (
    <main className="portico-gate" data-status={state.status} aria-busy={state.status !== 'unauthenticated' || !state.error}>
      <p className="portico-gate-status">{gateText(state)}</p>
      {state.status === 'unauthenticated' && state.error ? (
        <p className="portico-gate-error" role="alert">
          {state.error} <a href="/">Try again</a>
        </p>
      ) : null}
    </main>
  );
}
