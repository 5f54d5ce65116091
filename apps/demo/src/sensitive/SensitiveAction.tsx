import { isSteppedUp } from '@portico/core-state';
import { useAuth, usePortico } from '@portico/core-state/react';
import { request } from '@portico/rest-api';
import { useState } from 'react';
import { ToLogin } from '../layout/ToLogin';

/** Seconds a step-up counts for here; the server's sensitive action checks the same age. */
export const SENSITIVE_MAX_AGE = 300;

/**
 * A "sensitive action" of the host: it needs a second factor within the last 5 minutes. Without one the page saves
 * itself and goes to the step-up route; after the code it comes back here and the action is allowed.
 */
export function SensitiveAction() {
  const portico = usePortico();
  const status = useAuth((s) => s.status);
  const user = useAuth((s) => s.user);
  const [outcome, setOutcome] = useState<{ done?: string; error?: string }>({});
  if (status === 'loading') return <p className="demo-muted demo-loading" role="status">Loading your session…</p>;
  if (status !== 'authenticated' || !user) return <ToLogin />;
  const steppedUp = isSteppedUp(user.claims, { maxAge: SENSITIVE_MAX_AGE });
  const run = async () => {
    if (!isSteppedUp(user.claims, { maxAge: SENSITIVE_MAX_AGE })) return portico.stepUp.getState().redirectToStepUp({ maxAge: SENSITIVE_MAX_AGE });
    if (!portico.client) return setOutcome({ error: 'The sensitive action needs the reference server (preview mode has none).' });
    try {
      const answer = await request<{ at: string }>(portico.client, { method: 'POST', path: '/dev/sensitive-action' });
      setOutcome({ done: new Date(answer.at).toLocaleTimeString() });
    } catch (error) {
      setOutcome({ error: error instanceof Error ? error.message : String(error) });
    }
  };
  return (
    <section className="demo-card demo-stack" aria-labelledby="sensitive-title">
      <h1 id="sensitive-title" className="demo-title">Sensitive action</h1>
      <p className="demo-muted">
        This action writes a warning row to the audit log. The server allows it only with a second factor from the last 5 minutes; without one you are asked to confirm it’s you first.
      </p>
      <p data-testid="step-up-status">
        <span className={`demo-badge ${steppedUp ? 'demo-badge-on' : ''}`}>{steppedUp ? 'Verified with a second factor' : 'Not verified recently'}</span>
      </p>
      <div aria-live="polite">
        {outcome.done && <p className="demo-success" data-testid="sensitive-done">Done: recorded in the audit log at {outcome.done}.</p>}
        {outcome.error && <p className="demo-alert" role="alert">{outcome.error}</p>}
      </div>
      <button className="demo-button" type="button" onClick={() => void run()}>
        Record a sensitive action
      </button>
    </section>
  );
}
