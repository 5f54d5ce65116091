import type { WebAuthnMfaPort } from './port';

/** The server's refusal of a credential it cannot verify (apps/server/src/webauthn/ceremony.ts). */
const NOT_VERIFIED = 'The passkey could not be verified';
const challenge = () => Array.from(crypto.getRandomValues(new Uint8Array(32)), (b) => b.toString(16).padStart(2, '0')).join('');

/**
 * Preview answers of the WebAuthn MFA calls: options as a fresh server gives them (no key enrolled yet), but no
 * credential can be verified (preview runs no real ceremony), so every verify answers the server's refusal.
 */
export function previewWebAuthnMfaCalls(answer: <T>(value: () => T) => Promise<T>): WebAuthnMfaPort {
  const refuse = () => answer<never>(() => { throw new Error(NOT_VERIFIED); });
  const unknownKey = () => answer<never>(() => { throw new Error('Not found'); });
  const enrolment = () => answer(() => {
    const c = challenge();
    return { webauthnToken: c, options: { challenge: c, rp: { name: 'Portico', id: 'localhost' }, user: { id: 'preview', name: 'demo@portico.dev', displayName: 'Demo' },
      pubKeyCredParams: [{ type: 'public-key' as const, alg: -7 }, { type: 'public-key' as const, alg: -257 }], timeout: 60_000, excludeCredentials: [], attestation: 'none',
      authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred', requireResidentKey: false }, extensions: { credProps: true }, hints: [] } };
  });
  return {
    enrollLoginWebAuthn: enrolment,
    verifyLoginWebAuthnEnrollment: refuse,
    webAuthnMfaOptions: refuse,
    verifyWebAuthnMfa: refuse,
    enrollWebAuthnMfa: enrolment,
    verifyWebAuthnMfaEnrollment: refuse,
    // Preview enrols no key, so the server's answer for a key it does not know: 404 "Not found".
    disableWebAuthnMfa: unknownKey,
    disableWebAuthnMfaOptions: unknownKey,
    verifyWebAuthnMfaDisable: unknownKey,
  };
}
