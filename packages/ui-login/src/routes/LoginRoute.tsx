import { lazy, Suspense, type ReactElement } from 'react';
import { Loading } from '../components/Spinning';
import { useStrings } from '../context';
import { useLoginState } from '../hooks';
import type { LoginState } from '../portico';
import { BreachedPassword } from '../steps/BreachedPassword/BreachedPassword';
import { LoginSuccess } from '../steps/LoginSuccess/LoginSuccess';
import { LoginWithOtc } from '../steps/LoginWithOtc/LoginWithOtc';
import { LoginWithPassword } from '../steps/LoginWithPassword/LoginWithPassword';
import { LoginWithQuickSmsOtc } from '../steps/LoginWithQuickSmsOtc/LoginWithQuickSmsOtc';
import { MagicLinkSent } from '../steps/MagicLinkSent/MagicLinkSent';
import { MfaAuthenticatorApp } from '../steps/MfaAuthenticatorApp/MfaAuthenticatorApp';
import { MfaChooseMethod } from '../steps/MfaChooseMethod/MfaChooseMethod';
import { MfaEmailCode } from '../steps/MfaEmailCode/MfaEmailCode';
import { MfaRecoveryCode } from '../steps/MfaRecoveryCode/MfaRecoveryCode';
import { PreLogin } from '../steps/PreLogin/PreLogin';
import { SsoRedirect } from '../steps/SsoRedirect/SsoRedirect';
import { UnsupportedStep } from '../steps/UnsupportedStep/UnsupportedStep';

// The QR library is only needed by users who enrol, so enrolment is its own chunk.
const MfaEnrollAuthenticator = lazy(() => import('../steps/MfaEnrollAuthenticator/MfaEnrollAuthenticator'));

function mfaScreen(state: LoginState): ReactElement {
  switch (state.mfa?.step) {
    case 'authenticatorApp':
      return state.mfa.enrolling ? <MfaEnrollAuthenticator /> : <MfaAuthenticatorApp />;
    case 'emailVerifyCode':
      return <MfaEmailCode />;
    case 'recoveryCode':
      return <MfaRecoveryCode />;
    case 'verify':
    case undefined:
      return <MfaChooseMethod />;
    default:
      return <UnsupportedStep />;
  }
}

/** The screen for each login step (product-spec §4). */
export function loginScreen(state: LoginState): ReactElement {
  switch (state.step) {
    case 'preLogin':
      return <PreLogin />;
    case 'loginWithPassword':
      return <LoginWithPassword />;
    case 'loginWithOtc':
    case 'loginWithSmsOtc':
      return <LoginWithOtc />;
    case 'loginWithQuickSmsOtc':
      return <LoginWithQuickSmsOtc />;
    case 'magicLinkPreLoginSuccess':
      return <MagicLinkSent />;
    case 'redirectToSSO':
    case 'loginWithSSOFailed':
      return <SsoRedirect />;
    case 'loginWithTwoFactor':
    case 'forceTwoFactor':
      return mfaScreen(state);
    case 'recoverTwoFactor':
      return <MfaRecoveryCode />;
    case 'breachedPassword':
    case 'breachedPasswordSuccess':
      return <BreachedPassword />;
    case 'success':
      return <LoginSuccess />;
    default:
      return <UnsupportedStep />;
  }
}

/** The login route: renders the current step; a new step remounts its screen so focus moves to it. */
export function LoginRoute() {
  const strings = useStrings();
  const state = useLoginState();
  return (
    <Suspense fallback={<Loading label={strings.common.loading} />}>
      <div key={`${state.step}:${state.mfa?.step ?? ''}`} className="portico-step" data-login-step={state.step} data-mfa-step={state.mfa?.step}>
        {loginScreen(state)}
      </div>
    </Suspense>
  );
}
