import { selectImpersonator } from '@portico/core-state';
import { useStore } from '@portico/core-state/react';
import { ImpersonationBanner as Banner } from '@portico/ui-kit';
import { portico } from '../portico';

/** On every page while the access token has an `act` claim: whom the admin is impersonating, and the way back. */
export function ImpersonationBanner() {
  const impersonator = useStore(portico.auth, selectImpersonator);
  // The impersonation store is built (and read) only while someone is impersonated.
  return impersonator ? <DemoBanner impersonatorEmail={impersonator.email} /> : null;
}

function DemoBanner({ impersonatorEmail }: { impersonatorEmail: string }) {
  const user = useStore(portico.auth, (s) => s.user?.name || s.user?.email || '');
  const ending = useStore(portico.impersonation, (s) => s.step === 'ending');
  return (
    <Banner
      title={`You are impersonating ${user}`}
      by={`(signed in as ${impersonatorEmail})`}
      endLabel="End impersonation"
      endingLabel="Ending the impersonation…"
      ending={ending}
      onEnd={() => void portico.impersonation.getState().end()}
      classNames={{ root: 'demo-impersonation', text: 'demo-impersonation-text', by: 'demo-impersonation-by', end: 'demo-impersonation-end' }}
      lang="en"
      dir="ltr"
    />
  );
}
