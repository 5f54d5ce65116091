import { selectImpersonator } from '@portico/core-state';
import { useStore } from '@portico/core-state/react';
import { portico } from '../portico';

/** On every page while the access token has an `act` claim: whom the admin is impersonating, and the way back. */
export function ImpersonationBanner() {
  const impersonator = useStore(portico.auth, selectImpersonator);
  // The impersonation store is built (and read) only while someone is impersonated.
  return impersonator ? <Banner impersonatorEmail={impersonator.email} /> : null;
}

function Banner({ impersonatorEmail }: { impersonatorEmail: string }) {
  const user = useStore(portico.auth, (s) => s.user?.name || s.user?.email || '');
  const ending = useStore(portico.impersonation, (s) => s.step === 'ending');
  return (
    <div className="demo-impersonation" role="status" lang="en" dir="ltr">
      <p className="demo-impersonation-text">
        <strong>You are impersonating {user}</strong> <span className="demo-impersonation-by">(signed in as {impersonatorEmail})</span>
      </p>
      <button type="button" className="demo-button demo-impersonation-end" disabled={ending} aria-busy={ending || undefined}
        onClick={() => void portico.impersonation.getState().end()}>
        {ending ? 'Ending the impersonation…' : 'End impersonation'}
      </button>
    </div>
  );
}
