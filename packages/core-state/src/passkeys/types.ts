import type {
  WebAuthnAssertionCredential, WebAuthnCreationOptions, WebAuthnDevice, WebAuthnDeviceType, WebAuthnRegistrationCredential, WebAuthnRequestOptions,
} from '@portico/rest-api/users';

/** A registered passkey (id, name, kind, dates). */
export type Passkey = WebAuthnDevice;
/** Options for `navigator.credentials.create`, JSON form. */
export type PasskeyCreationOptions = WebAuthnCreationOptions;
/** Options for `navigator.credentials.get`, JSON form. */
export type PasskeyRequestOptions = WebAuthnRequestOptions;
/** A new credential to register, with the kind of authenticator that made it. */
export type PasskeyRegistration = WebAuthnRegistrationCredential & { deviceType?: WebAuthnDeviceType };
/** A signed assertion. */
export type PasskeyAssertion = WebAuthnAssertionCredential;
