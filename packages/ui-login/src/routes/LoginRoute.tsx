import { lazy, Suspense, useEffect, type ReactElement } from 'react';
import { Loading } from '../components/Spinning';
import { useStrings } from '../context';
import { useLoginState } from '../hooks';
import type { LoginState } from '@portico/core-state';
import { PreLogin } from '../steps/PreLogin/PreLogin';
import { lazyStep, preloadSteps } from './lazy-steps';

// Only the first screen is in the login route's initial download; every later step (and react-hook-form + zod with
// them) loads behind it: preloaded once the first screen is up, so the next step is normally there before it is needed.
const BreachedPassword = lazyStep(() => import('../steps/BreachedPassword/BreachedPassword'), 'BreachedPassword');
const LoginSuccess = lazyStep(() => import('../steps/LoginSuccess/LoginSuccess'), 'LoginSuccess');
const LoginWithOtc = lazyStep(() => import('../steps/LoginWithOtc/LoginWithOtc'), 'LoginWithOtc');
const LoginWithPassword = lazyStep(() => import('../steps/LoginWithPassword/LoginWithPassword'), 'LoginWithPassword');
const LoginWithQuickSmsOtc = lazyStep(() => import('../steps/LoginWithQuickSmsOtc/LoginWithQuickSmsOtc'), 'LoginWithQuickSmsOtc');
const MagicLinkSent = lazyStep(() => import('../steps/MagicLinkSent/MagicLinkSent'), 'MagicLinkSent');
const MfaAuthenticatorApp = lazyStep(() => import('../steps/MfaAuthenticatorApp/MfaAuthenticatorApp'), 'MfaAuthenticatorApp');
const MfaChooseMethod = lazyStep(() => import('../steps/MfaChooseMethod/MfaChooseMethod'), 'MfaChooseMethod');
const MfaEmailCode = lazyStep(() => import('../steps/MfaEmailCode/MfaEmailCode'), 'MfaEmailCode');
const MfaRecoveryCode = lazyStep(() => import('../steps/MfaRecoveryCode/MfaRecoveryCode'), 'MfaRecoveryCode');
const MfaSmsCode = lazyStep(() => import('../steps/MfaSmsCode/MfaSmsCode'), 'MfaSmsCode');
const MfaSmsSetPhone = lazyStep(() => import('../steps/MfaSmsSetPhone/MfaSmsSetPhone'), 'MfaSmsSetPhone');
const PromptPasskeys = lazyStep(() => import('../steps/PromptPasskeys/PromptPasskeys'), 'PromptPasskeys');
const SsoRedirect = lazyStep(() => import('../steps/SsoRedirect/SsoRedirect'), 'SsoRedirect');
const MfaWebAuthn = lazyStep(() => import('../steps/MfaWebAuthn/MfaWebAuthn'), 'MfaWebAuthn');
const MfaEnrollWebAuthn = lazyStep(() => import('../steps/MfaEnrollWebAuthn/MfaEnrollWebAuthn'), 'MfaEnrollWebAuthn');
// The QR library is only needed by users who enrol, so enrolment is its own chunk (not preloaded).
const MfaEnrollAuthenticator = lazy(() => import('../steps/MfaEnrollAuthenticator/MfaEnrollAuthenticator'));

function mfaScreen(state: LoginState): ReactElement {
  switch (state.mfa?.step) {
    case 'authenticatorApp':
      return state.mfa.enrolling ? <MfaEnrollAuthenticator /> : <MfaAuthenticatorApp />;
    case 'emailVerifyCode':
      return <MfaEmailCode />;
    case 'recoveryCode':
      return <MfaRecoveryCode />;
    case 'smsSetPhoneNumber':
      return <MfaSmsSetPhone />;
    case 'smsVerifyCode':
      return <MfaSmsCode />;
    case 'webAuthn':
      return state.mfa.enrolling ? <MfaEnrollWebAuthn /> : <MfaWebAuthn />;
    // noMFAEnrolledStepUp belongs to step-up only; a login in that state chooses again.
    case 'verify':
    case 'noMFAEnrolledStepUp':
    case undefined:
      return <MfaChooseMethod />;
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
    case 'promptPasskeys':
      return <PromptPasskeys />;
  }
}

/** The login route: renders the current step; a new step remounts its screen so focus moves to it. */
export function LoginRoute() {
  const strings = useStrings();
  const state = useLoginState();
  useEffect(preloadSteps, []);
  return (
    <Suspense fallback={<Loading label={strings.common.loading} />}>
      <div key={`${state.step}:${state.mfa?.step ?? ''}`} className="portico-step" data-login-step={state.step} data-mfa-step={state.mfa?.step}>
        {loginScreen(state)}
      </div>
    </Suspense>
  );
}
