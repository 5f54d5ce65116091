// Passkeys (WebAuthn) of the reference server: devices, ceremonies, relying party.
export { asAssertion, asRegistration } from './wire';
export { relyingParty, type RelyingParty } from './relying-party';
export { WEBAUTHN_MSG, CEREMONY_TIMEOUT_MS, clientDataChallenge, finishAuthentication, finishRegistration, startAuthentication, startRegistration } from './ceremony';
export { CHALLENGE_TTL_MS, deleteCredential, listCredentials } from './repo';
export { deviceView } from './view';
