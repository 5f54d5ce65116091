import { Button, Spinner } from '@portico/ui-kit';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { NewPasswordForm } from '../../components/NewPasswordForm';
import { Screen } from '../../components/Screen';
import { Spinning } from '../../components/Spinning';
import { useLoginBox } from '../../context';
import { useActivationState } from '../../hooks';

/** Activation link target: activates (asking for a password if needed); core-state redirects about 1 s after success. */
export default function Activate() {
  const { strings, paths } = useLoginBox();
  const { step, loading, error, start, activate } = useActivationState();
  const [params] = useSearchParams();
  const userId = params.get('userId') ?? '';
  const token = params.get('token') ?? '';
  const once = useRef(false);
  useEffect(() => {
    if (once.current || !userId || !token) return;
    once.current = true;
    void start({ userId, token });
  }, [start, userId, token]);
  const s = strings.activate;

  if (!userId || !token || step === 'failed') {
    return (
      <Screen part="activate-failed" title={s.failedTitle} error={error ?? (!userId || !token ? s.missingParams : undefined)}>
        <Link className="portico-link portico-back-to-login" to={paths.loginUrl}>
          {strings.common.backToLogin}
        </Link>
      </Screen>
    );
  }
  if (step === 'activatingForm') {
    return (
      <div key={step}>
        <Screen part="activate-form" title={s.formTitle} error={error}>
          <NewPasswordForm part="activate" passwordLabel={s.passwordLabel} confirmLabel={s.confirmLabel} submitLabel={s.submit} loading={loading} onSubmit={activate} />
        </Screen>
      </div>
    );
  }
  if (step === 'activatingConfirm') {
    // Opening the link only asks: a mail scanner or link preview must not activate and sign in.
    return (
      <Screen part="activate-confirm" title={s.confirmTitle} description={s.confirmBody} error={error}>
        <Button className="portico-submit portico-activate-confirm" loading={loading} onClick={() => void activate()}>
          {s.confirm}
        </Button>
      </Screen>
    );
  }
  if (step === 'success') {
    return (
      <Screen part="activate-success" title={s.successTitle} status={strings.common.redirecting}>
        <div className="portico-center">
          <Spinner />
        </div>
      </Screen>
    );
  }
  return <Spinning part="activate-activating" title={s.activating} />;
}
