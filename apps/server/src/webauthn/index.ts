// Passkeys (WebAuthn) of the reference server: devices, ceremonies, relying party.
export { passkeyRoutes } from './routes';
export { relyingParty, type RelyingParty } from './relying-party';
export { WEBAUTHN_MSG, CEREMONY_TIMEOUT_MS } from './ceremony';
export { CHALLENGE_TTL_MS } from './repo';
