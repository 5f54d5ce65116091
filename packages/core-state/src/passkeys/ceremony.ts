import type * as SimpleWebAuthn from '@simplewebauthn/browser';
import type { PublicKeyCredentialCreationOptionsJSON, PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import type { PasskeyAssertion, PasskeyCreationOptions, PasskeyRegistration, PasskeyRequestOptions } from './types';

/** The browser's WebAuthn ceremonies, behind a port so stores are testable without a browser. */
export interface WebAuthnCeremony {
  /** The browser can create and use passkeys at all. */
  supported(): boolean;
  /** The browser offers passkeys in the e-mail field's autofill (conditional UI). */
  autofillSupported(): Promise<boolean>;
  create(options: PasskeyCreationOptions): Promise<PasskeyRegistration>;
  /** `autofill`: wait for the user to pick a passkey from the e-mail field's suggestions. */
  get(options: PasskeyRequestOptions, autofill?: boolean): Promise<PasskeyAssertion>;
  /** Ends a pending autofill request (leaving the page, or a modal request taking over). */
  cancel(): void;
}

// @simplewebauthn/browser loads on the first ceremony, not with the login page (a cancel before that has nothing to end).
type Lib = typeof SimpleWebAuthn;
let lib: Lib | undefined;
const load = async (): Promise<Lib> => (lib ??= await import('@simplewebauthn/browser'));

/** {@link WebAuthnCeremony} over `@simplewebauthn/browser`. */
export const browserCeremony: WebAuthnCeremony = {
  // The library's own check, without loading it: a PublicKeyCredential constructor is present.
  supported: () => typeof globalThis.PublicKeyCredential === 'function',
  autofillSupported: async () => (await load()).browserSupportsWebAuthnAutofill(),
  async create(options) {
    const answer = await (await load()).startRegistration({ optionsJSON: options as PublicKeyCredentialCreationOptionsJSON });
    const deviceType = answer.authenticatorAttachment === 'cross-platform' ? 'CrossPlatform' : 'Platform';
    return { id: answer.id, rawId: answer.rawId, type: 'public-key', deviceType,
      response: { clientDataJSON: answer.response.clientDataJSON, attestationObject: answer.response.attestationObject, ...(answer.response.transports ? { transports: answer.response.transports } : {}) } };
  },
  async get(options, autofill = false) {
    const answer = await (await load()).startAuthentication({ optionsJSON: options as PublicKeyCredentialRequestOptionsJSON, useBrowserAutofill: autofill });
    const { clientDataJSON, authenticatorData, signature, userHandle } = answer.response;
    return { id: answer.id, rawId: answer.rawId, type: 'public-key', response: { clientDataJSON, authenticatorData, signature, ...(userHandle ? { userHandle } : {}) } };
  },
  cancel: () => lib?.WebAuthnAbortService.cancelCeremony(),
};

/** True for the error a ceremony ends with when it was cancelled by code (not by the user): nothing to show. */
export const isAborted = (error: unknown): boolean => error instanceof Error && (error.name === 'AbortError' || (error as { code?: string }).code === 'ERROR_CEREMONY_ABORTED');

/** True for a refusal in the browser (user cancelled, timed out, no matching passkey): show the generic message. */
export const isBrowserRefusal = (error: unknown): boolean =>
  error instanceof Error && (['NotAllowedError', 'InvalidStateError', 'SecurityError', 'NotSupportedError'].includes(error.name) || /^ERROR_/.test(String((error as { code?: unknown }).code)));
