import type { MfaDevices, MfaStrategy } from '../api/types';
import { browserCeremony } from '../passkeys/ceremony';

/** A kind of second factor the profile can enrol. */
export type MfaEnrolKind = 'authenticator' | 'sms' | 'securityKey' | 'platform';

/**
 * What the user may add now: each kind the vendor's MFA strategies allow; an authenticator app only while none is
 * enrolled (a second one would replace it); security keys and this device only where the browser has WebAuthn.
 * Order: app, SMS, security key, this device.
 */
export function mfaEnrolOptions(strategies: readonly MfaStrategy[] | undefined, devices: MfaDevices | undefined | null,
  webAuthn: boolean = browserCeremony.supported()): MfaEnrolKind[] {
  const on = new Set(strategies ?? []);
  const out: MfaEnrolKind[] = [];
  if (on.has('AuthenticatorApp') && !(devices?.authenticators?.length)) out.push('authenticator');
  if (on.has('SMS')) out.push('sms');
  if (webAuthn && on.has('WebAuthnCrossPlatform')) out.push('securityKey');
  if (webAuthn && on.has('WebAuthnPlatform')) out.push('platform');
  return out;
}

/** Whether any second factor is in `devices` (authenticator app, phone, security key or e-mail codes). */
export const hasMfaDevice = (d: MfaDevices): boolean => [d.authenticators, d.phones, d.webauthn, d.emails].some((list) => (list?.length ?? 0) > 0);
