import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { Screen } from '../../components/Screen';
import { Spinning } from '../../components/Spinning';
import { useLoginBox } from '../../context';
import { useSocialState } from '../../hooks';

/** The social login callback route (`/account/social/success`): finishes the login, or says it failed. */
export default function SocialSuccess() {
  const { strings, paths } = useLoginBox();
  const { step, error, completeCallback } = useSocialState();
  const once = useRef(false);
  useEffect(() => {
    if (once.current) return;
    once.current = true;
    void completeCallback();
  }, [completeCallback]);
  const s = strings.social;
  if (step === 'failed') {
    return (
      <Screen part="social-failed" title={s.failedTitle} description={s.failedBody} error={error}>
        <Link className="portico-link portico-login-back" to={paths.loginUrl}>
          {strings.common.backToLogin}
        </Link>
      </Screen>
    );
  }
  return <Spinning part={step === 'success' ? 'social-success' : 'social-completing'} title={step === 'success' ? s.successTitle : s.completingTitle} />;
}
