import type { MfaDevices, MfaStrategy } from '../api/types';

/** A kind of second factor the profile can enrol. */
export type MfaEnrolKind = 'authenticator' | 'sms' | 'securityKey' | 'platform';

/**
 * What the user may add now: each kind the vendor's MFA strategies allow; an authenticator app only while none is
 * enrolled (a second one would replace it). Order: app, SMS, security key, this device.
 */
export function mfaEnrolOptions(strategies: readonly MfaStrategy[] | undefined, devices: MfaDevices | undefined | null): MfaEnrolKind[] {
  const on = new Set(strategies ?? []);
  const out: MfaEnrolKind[] = [];
  if (on.has('AuthenticatorApp') && !(devices?.authenticators?.length)) out.push('authenticator');
  if (on.has('SMS')) out.push('sms');
  if (on.has('WebAuthnCrossPlatform')) out.push('securityKey');
  if (on.has('WebAuthnPlatform')) out.push('platform');
  return out;
}

/** Whether any second factor is in `devices` (authenticator app, phone, security key or e-mail codes). */
export const hasMfaDevice = (d: MfaDevices): boolean => [d.authenticators, d.phones, d.webauthn, d.emails].some((list) => (list?.length ?? 0) > 0);
