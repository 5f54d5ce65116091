import type { AuthenticationResponseJSON, AuthenticatorTransportFuture, RegistrationResponseJSON } from '@simplewebauthn/server';

/** The zod-validated JSON credential in the shape @simplewebauthn expects (extension results are not used). */
export const asRegistration = (c: { id: string; rawId?: string | undefined; response: { clientDataJSON: string; attestationObject: string; transports?: string[] | undefined } }): RegistrationResponseJSON =>
  ({ id: c.id, rawId: c.rawId ?? c.id, type: 'public-key', clientExtensionResults: {},
    response: { clientDataJSON: c.response.clientDataJSON, attestationObject: c.response.attestationObject, ...(c.response.transports ? { transports: c.response.transports as AuthenticatorTransportFuture[] } : {}) } });
export const asAssertion = (c: { id: string; rawId?: string | undefined; response: { clientDataJSON: string; authenticatorData: string; signature: string; userHandle?: string | null | undefined } }): AuthenticationResponseJSON =>
  ({ id: c.id, rawId: c.rawId ?? c.id, type: 'public-key', clientExtensionResults: {},
    response: { clientDataJSON: c.response.clientDataJSON, authenticatorData: c.response.authenticatorData, signature: c.response.signature, ...(c.response.userHandle ? { userHandle: c.response.userHandle } : {}) } });
