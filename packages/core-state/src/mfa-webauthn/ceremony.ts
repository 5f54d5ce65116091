import type { WebAuthnCeremony } from '../passkeys/ceremony';
import type { PasskeyRegistration } from '../passkeys/types';
import type { WebAuthnKind, WebAuthnMfaEnrolment } from './port';

/**
 * Runs the browser's create ceremony for one kind of authenticator: the options are narrowed to a platform
 * authenticator or a security key, and the credential is reported as that kind.
 */
export async function createFor(ceremony: WebAuthnCeremony, enrolment: WebAuthnMfaEnrolment, kind: WebAuthnKind): Promise<PasskeyRegistration> {
  const attachment = kind === 'Platform' ? 'platform' : 'cross-platform';
  const options = { ...enrolment.options, authenticatorSelection: { ...enrolment.options.authenticatorSelection, authenticatorAttachment: attachment } };
  return { ...(await ceremony.create(options)), deviceType: kind };
}

/** The device to verify with: the first enrolled WebAuthn device (any of the user's keys may then answer). */
export const firstWebAuthnDevice = (devices: { webauthn?: Array<{ id: string }> } | undefined): string => devices?.webauthn?.[0]?.id ?? '';
