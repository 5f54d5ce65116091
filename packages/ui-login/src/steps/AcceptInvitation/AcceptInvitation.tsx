import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Screen } from '../../components/Screen';
import { Spinning } from '../../components/Spinning';
import { useLoginBox } from '../../context';
import { useInvitationState } from '../../hooks';

/** Invitation link target: validates and accepts once; invalid when userId or token is missing. */
export default function AcceptInvitation() {
  const { strings, paths } = useLoginBox();
  const { step, error, accept } = useInvitationState();
  const [params] = useSearchParams();
  const userId = params.get('userId') ?? '';
  const token = params.get('token') ?? '';
  const once = useRef(false);
  useEffect(() => {
    if (once.current) return;
    once.current = true;
    void accept({ userId, token });
  }, [accept, userId, token]);
  const s = strings.invitation;
  const back = (
    <Link className="portico-link portico-back-to-login" to={paths.loginUrl}>
      {strings.common.backToLogin}
    </Link>
  );
  if (step === 'invalid' || (!userId && !token && step === 'validate')) {
    return (
      <Screen part="invitation-invalid" title={s.invalidTitle} description={s.invalidBody} error={error}>
        {back}
      </Screen>
    );
  }
  if (step === 'failed') {
    return (
      <Screen part="invitation-failed" title={s.failedTitle} error={error}>
        {back}
      </Screen>
    );
  }
  if (step === 'success') {
    return (
      <Screen part="invitation-success" title={s.successTitle} description={s.successBody}>
        {back}
      </Screen>
    );
  }
  return <Spinning part="invitation-pending" title={step === 'pending' ? s.pending : s.validating} />;
}
