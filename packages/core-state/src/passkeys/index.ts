// Passkeys: the browser ceremony port, the prompt rules (product-spec §5) and the Privacy store.
export type { PasskeysApi } from './api';
export { createPasskeysRestApi } from './api';
export type { WebAuthnCeremony } from './ceremony';
export { browserCeremony } from './ceremony';
export { PASSKEY_MESSAGES } from './messages';
export type { PasskeyPort } from './port';
export type { LoginMethod, PasskeyPromptInput } from './prompt';
export { PASSKEYS_DONT_SHOW_KEY, PASSKEYS_FLAG, PREFERRED_METHOD_KEY, shouldPromptPasskeys } from './prompt';
export type { PasskeysState } from './state';
export { createPasskeysStore } from './store';
export type { Passkey, PasskeyAssertion, PasskeyCreationOptions, PasskeyRegistration, PasskeyRequestOptions } from './types';
