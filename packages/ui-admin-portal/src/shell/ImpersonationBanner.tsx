import { selectImpersonator } from '@portico/core-state';
import { useStore } from '@portico/core-state/react';
import { ImpersonationBanner as Banner } from '@portico/ui-kit';
import { useAdmin } from '../context';
import { format } from '../localization';

/** ui-kit's impersonation banner in the portal's words, shown whenever the access token has an `act` claim. */
export function ImpersonationBanner() {
  const { portico, strings } = useAdmin();
  const s = strings.impersonation;
  const impersonator = useStore(portico.auth, selectImpersonator);
  const user = useStore(portico.auth, (st) => st.user?.name || st.user?.email || '');
  const ending = useStore(portico.impersonation, (st) => st.step === 'ending');
  if (!impersonator) return null;
  return (
    <Banner
      title={format(s.banner, { user })}
      by={format(s.bannerBy, { admin: impersonator.email })}
      endLabel={s.end}
      endingLabel={s.ending}
      ending={ending}
      onEnd={() => void portico.impersonation.getState().end()}
      classNames={{
        root: 'portico-admin-impersonation mb-4 flex flex-wrap items-center justify-between gap-3 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-amber-950',
        text: 'portico-admin-impersonation__text m-0',
        by: 'portico-admin-impersonation__by ms-2 text-sm',
        end: 'portico-admin-impersonation__end w-auto',
      }}
    />
  );
}
