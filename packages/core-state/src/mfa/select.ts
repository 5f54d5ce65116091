import type { LoginResponse, MfaDevices, MfaStrategy } from '../api/types';
import type { MfaState, MfaStep } from './types';

const SECONDS_PER_DAY = 86_400;

/** Kinds of enrolled devices, mapped to their verify step. */
function enrolledKinds(devices: MfaDevices | undefined, strategies: MfaStrategy[]): Array<{ step: MfaStep; factor: MfaStrategy }> {
  const kinds: Array<{ step: MfaStep; factor: MfaStrategy }> = [];
  const has = (list: unknown[] | undefined, strategy: MfaStrategy) => (list ? list.length > 0 : strategies.includes(strategy));
  if (has(devices?.authenticators, 'AuthenticatorApp')) kinds.push({ step: 'authenticatorApp', factor: 'AuthenticatorApp' });
  if (has(devices?.phones, 'SMS')) kinds.push({ step: 'smsVerifyCode', factor: 'SMS' });
  if (has(devices?.emails, 'EmailCode')) kinds.push({ step: 'emailVerifyCode', factor: 'EmailCode' });
  const keys = devices?.webauthn?.length ? devices.webauthn.map((d) => (d.deviceType === 'Platform' ? 'WebAuthnPlatform' : 'WebAuthnCrossPlatform'))
    : strategies.filter((s) => s === 'WebAuthnPlatform' || s === 'WebAuthnCrossPlatform');
  // Platform authenticators and security keys are one kind of device: one WebAuthn step.
  if (keys.length > 0) kinds.push({ step: 'webAuthn', factor: keys.includes('WebAuthnCrossPlatform') ? 'WebAuthnCrossPlatform' : 'WebAuthnPlatform' });
  return kinds;
}

/** Enrolment step of a single allowed strategy under forced MFA (product-spec §4). */
const ENROL_STEP: Partial<Record<MfaStrategy, MfaStep>> = {
  AuthenticatorApp: 'authenticatorApp',
  SMS: 'smsSetPhoneNumber',
  EmailCode: 'emailVerifyCode',
  WebAuthnPlatform: 'webAuthn',
  WebAuthnCrossPlatform: 'webAuthn',
};

/**
 * The MFA state a login (or step-up) answer with `mfaRequired` leads to. Enrolled: exactly one device kind goes
 * straight to its verify step, otherwise the choose-method step (`verify`). Not enrolled (forced MFA): a single
 * allowed strategy goes to its enrolment step, otherwise the generic step. Remember-device is offered if allowed.
 */
export function selectMfa(answer: LoginResponse & { mfaToken: string }): MfaState {
  const strategies = answer.mfaStrategies ?? [];
  const enrolling = answer.mfaEnrolled === false;
  let step: MfaStep = 'verify';
  let factors: MfaStrategy[] = strategies;
  if (enrolling) {
    const only = strategies.length === 1 ? ENROL_STEP[strategies[0]!] : undefined;
    if (only) step = only;
  } else {
    const kinds = enrolledKinds(answer.mfaDevices, strategies);
    factors = kinds.map((k) => k.factor);
    if (kinds.length === 1) step = kinds[0]!.step;
  }
  const state: MfaState = {
    step,
    mfaToken: answer.mfaToken,
    enrolling,
    factors,
    allowRememberDevice: answer.allowRememberMe === true,
  };
  if (answer.mfaDevices) state.devices = answer.mfaDevices;
  if (state.allowRememberDevice && answer.rememberDeviceDays) state.rememberDeviceDays = answer.rememberDeviceDays;
  else if (state.allowRememberDevice && answer.mfaDeviceExpiration) {
    state.rememberDeviceDays = Math.round(answer.mfaDeviceExpiration / SECONDS_PER_DAY);
  }
  return state;
}
