// MFA by WebAuthn (platform authenticators and security keys): the port, its adapters and the ceremony helpers.
export type { WebAuthnKind, WebAuthnMfaChallenge, WebAuthnMfaEnrolment, WebAuthnMfaPort } from './port';
export { webAuthnMfaRestCalls } from './rest';
export { previewWebAuthnMfaCalls } from './preview';
export { createFor, firstWebAuthnDevice } from './ceremony';
