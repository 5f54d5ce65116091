import { useState } from 'react';
import { mfaEnrolOptions, type MfaEnrolKind } from '@portico/core-state';
import { Button } from '@portico/ui-kit';
import { useAdmin } from '../../context';
import { Dialog } from '../../components/Dialog';
import { EnrolBody } from './MfaEnrolSteps';
import { useMfaEnrol } from './useMfaEnrol';

/**
 * Adding a second factor in Privacy → MFA: one button per kind the vendor's MFA strategies allow, each opening a
 * dialog that runs `portico.mfaSettings` (the same actions as the demo's account card) up to the recovery code.
 */
export function MfaEnrol() {
  const { strings } = useAdmin();
  const s = strings.mfaEnrol;
  const { strategies, devices, step, loading, error, listed, reset, enrollAuthenticator, enrollWebAuthn } = useMfaEnrol();
  const [kind, setKind] = useState<MfaEnrolKind | null>(null);
  const options = mfaEnrolOptions(strategies, listed ?? devices);
  const start = (next: MfaEnrolKind) => {
    reset();
    setKind(next);
    if (next === 'authenticator') void enrollAuthenticator();
    if (next === 'securityKey') void enrollWebAuthn('CrossPlatform');
    if (next === 'platform') void enrollWebAuthn('Platform');
  };
  const close = () => (setKind(null), reset());
  const title = kind === 'securityKey' || kind === 'platform' ? s.webauthn.title : kind ? s[kind].title : '';
  const state = { status: !kind ? ('closed' as const) : loading ? ('loading' as const) : error ? ('error' as const) : ('open' as const), error };
  return (
    <section className="portico-admin-mfa-enrol" aria-labelledby="portico-admin-mfa-enrol-title">
      <h3 id="portico-admin-mfa-enrol-title" className="portico-admin-mfa-enrol__title">{s.title}</h3>
      <p className="portico-admin-muted">{strategies && !options.length ? s.none : s.body}</p>
      <div className="portico-admin-mfa-enrol__actions">
        {options.map((o) => (
          <Button key={o} variant="secondary" className="portico-admin-mfa-enrol__add" data-kind={o} disabled={loading && !kind} onClick={() => start(o)}>{s.kinds[o]}</Button>
        ))}
      </div>
      <Dialog name={`mfaEnrol-${kind ?? 'none'}`} state={state} onClose={close} title={step === 'recoveryCode' ? s.recovery.title : title}>
        {kind && <EnrolBody kind={kind} onDone={close} onRetry={() => start(kind)} />}
      </Dialog>
    </section>
  );
}
