import { checkEntitlement } from '@portico/core-state';
import { useAuth, usePortico } from '@portico/core-state/react';
import { useState } from 'react';
import { Link } from 'react-router';
import { ENTITLEMENTS_OPTIONS } from '../portico';

/**
 * A feature gated by the tenant's plan: the `analytics` feature key, checked with @portico/entitlements (through
 * core-state's `checkEntitlement`) against the entitlements the server derives from the plan. Pro grants it; a plan
 * change shows at the next token refresh, which "Check again" forces.
 */
export function AnalyticsCard() {
  const portico = usePortico();
  const user = useAuth((s) => s.user);
  const [checking, setChecking] = useState(false);
  const result = checkEntitlement(user, { featureKey: 'analytics' }, ENTITLEMENTS_OPTIONS);
  const refresh = async () => {
    setChecking(true);
    await portico.session.refresh();
    setChecking(false);
  };
  return (
    <section className="demo-card" aria-labelledby="analytics-title" data-testid="analytics-card">
      <h2 id="analytics-title" className="demo-subtitle">Analytics</h2>
      <div className="demo-stack" aria-live="polite">
        {result.isEntitled ? (
          <p data-testid="analytics-state"><span className="demo-badge demo-badge-on">Unlocked</span> Your plan includes analytics.</p>
        ) : (
          <p data-testid="analytics-state">
            <span className="demo-badge">Locked</span> Analytics comes with the Pro plan: upgrade in{' '}
            <Link className="demo-link" to="/admin/subscription">Admin → Subscription</Link>.
          </p>
        )}
        <div>
          <button className="demo-button demo-button-secondary" type="button" disabled={checking} onClick={() => void refresh()}>
            Check again
          </button>
        </div>
      </div>
    </section>
  );
}
