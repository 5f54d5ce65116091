import { selectImpersonator } from '@portico/core-state';
import { useStore } from '@portico/core-state/react';
import { Button } from '@portico/ui-kit';
import { useAdmin } from '../context';
import { format } from '../localization';

/** Shown whenever the access token has an `act` claim: who is impersonated, by whom, and the way back. */
export function ImpersonationBanner() {
  const { portico, strings } = useAdmin();
  const s = strings.impersonation;
  const impersonator = useStore(portico.auth, selectImpersonator);
  const user = useStore(portico.auth, (st) => st.user?.name || st.user?.email || '');
  const ending = useStore(portico.impersonation, (st) => st.step === 'ending');
  if (!impersonator) return null;
  return (
    <div className="portico-admin-impersonation mb-4 flex flex-wrap items-center justify-between gap-3 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-amber-950" role="status">
      <p className="portico-admin-impersonation__text m-0">
        <strong>{format(s.banner, { user })}</strong>
        <span className="portico-admin-impersonation__by ms-2 text-sm">{format(s.bannerBy, { admin: impersonator.email })}</span>
      </p>
      <Button variant="secondary" className="portico-admin-impersonation__end w-auto" loading={ending} onClick={() => void portico.impersonation.getState().end()}>
        {ending ? s.ending : s.end}
      </Button>
    </div>
  );
}
