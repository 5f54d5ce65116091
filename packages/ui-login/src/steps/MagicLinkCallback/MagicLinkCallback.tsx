import { Spinner } from '@portico/ui-kit';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Screen } from '../../components/Screen';
import { Spinning } from '../../components/Spinning';
import type { MagicLinkState } from '@portico/core-state';
import { useLoginBox } from '../../context';
import { useMagicLinkState } from '../../hooks';
import { LoginRoute } from '../../routes/LoginRoute';

const NONE: MagicLinkState = { step: 'failed', loading: false, start: async () => {} };

/**
 * `/account/login/magic-link?token=…`: signs in with the mailed link once. A used, expired or foreign link says so;
 * when the account needs a second factor the login screens continue right here.
 */
export default function MagicLinkCallback() {
  const { strings, paths } = useLoginBox();
  const s = strings.magicLinkCallback;
  const { step, error, start } = useMagicLinkState(NONE);
  // Read once, then taken off the address bar: the token must not linger in history or be shared by copy-paste.
  const [params] = useSearchParams();
  const [token] = useState(() => params.get('token'));
  useEffect(() => {
    if (token && globalThis.location?.search.includes('token=')) globalThis.history.replaceState(globalThis.history.state, '', globalThis.location.pathname);
    void start(token);
  }, [start, token]);

  if (step === 'continueLogin') return <LoginRoute />;
  if (step === 'success') {
    return (
      <Screen part="magic-link-success" title={strings.login.successTitle} status={strings.common.redirecting}>
        <div className="portico-center">
          <Spinner />
        </div>
      </Screen>
    );
  }
  if (step === 'failed') {
    return (
      <Screen part="magic-link-failed" title={s.failedTitle} error={error ?? s.invalid}>
        <Link className="portico-link portico-magic-link-request-new" to={paths.loginUrl}>
          {s.requestNew}
        </Link>
      </Screen>
    );
  }
  return <Spinning part="magic-link-validating" title={s.validating} />;
}
