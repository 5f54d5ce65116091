import { Spinner } from '@portico/ui-kit';
import { Screen } from '../../components/Screen';
import { useStrings } from '../../context';
import { useLoginState } from '../../hooks';

/** SSO: redirecting to the identity provider (2000 ms), or the failed-SSO notice before going on (1 s); core-state owns both timings. */
export function SsoRedirect() {
  const strings = useStrings();
  const { step, error } = useLoginState();
  const failed = step === 'loginWithSSOFailed';
  return (
    <Screen
      part={failed ? 'login-sso-failed' : 'login-sso-redirect'}
      title={failed ? strings.login.ssoFailedTitle : strings.login.ssoRedirect}
      error={error}
      status={strings.common.redirecting}
    >
      <div className="portico-center">
        <Spinner />
      </div>
    </Screen>
  );
}
