import { SUPPORTED_MFA_STRATEGIES } from './policy';
import type { EnrolledFactors, LoginMfaOutcome, MfaPolicy, MfaStrategy } from './types';

/** Everything the login MFA decision depends on. */
export interface LoginMfaInput {
  policy: MfaPolicy;
  enrolled: EnrolledFactors;
  /** A remember-device token was presented and checked 'valid' for this user. */
  rememberedDevice: boolean;
  /** The user signed in through SAML SSO (exempt from enforcement under 'ForceExceptSAML'). */
  viaSaml?: boolean;
  /** Strategies the vendor has switched on; only supported ones are offered for enrolment. */
  activeStrategies?: readonly MfaStrategy[];
}

/**
 * Decides what login does about MFA. Enforcement only concerns users without a factor: a user who
 * enrolled is always challenged, unless the policy allows remembering and the device is remembered.
 * @example decideLoginMfa({ policy, enrolled: { authenticator: true, email: false }, rememberedDevice: false })
 *   // { kind: 'verify', factors: ['AuthenticatorApp'], ... }
 */
export function decideLoginMfa(input: LoginMfaInput): LoginMfaOutcome {
  const { policy, enrolled, rememberedDevice, viaSaml = false } = input;
  const factors: MfaStrategy[] = [];
  if (enrolled.authenticator) factors.push('AuthenticatorApp');
  if (enrolled.email) factors.push('EmailCode');
  if (enrolled.sms) factors.push('SMS');
  if (enrolled.webAuthnPlatform) factors.push('WebAuthnPlatform');
  if (enrolled.webAuthnCrossPlatform) factors.push('WebAuthnCrossPlatform');

  if (factors.length > 0) {
    if (policy.allowRememberMe && rememberedDevice) return { kind: 'none' };
    return { kind: 'verify', factors, allowRememberMe: policy.allowRememberMe, mfaDeviceExpiration: policy.mfaDeviceExpiration };
  }
  const forced = policy.enforceMFAType === 'Force' || (policy.enforceMFAType === 'ForceExceptSAML' && !viaSaml);
  if (!forced) return { kind: 'none' };
  return { kind: 'enroll', allowedStrategies: enrollableStrategies(input.activeStrategies) };
}

function enrollableStrategies(active: readonly MfaStrategy[] | undefined): MfaStrategy[] {
  const usable = SUPPORTED_MFA_STRATEGIES.filter((s) => !active || active.includes(s));
  // Forced MFA with nothing enrollable would let users in unprotected; offer every supported one instead.
  return usable.length > 0 ? usable : [...SUPPORTED_MFA_STRATEGIES];
}
