import type { AuthStrategy } from '../api/types';
import type { PasskeysApi } from './api';
import type { PasskeyPort } from './port';

/** The server's refusal while the Passkeys strategy is off (apps/server/src/webauthn/ceremony.ts). */
const NOT_ACTIVE = 'Passkeys are not enabled';

/** Preview answers of the passkey calls: like a fresh server, Passkeys off and no passkeys (preview cannot run a ceremony). */
export function previewPasskeyCalls(answer: <T>(value: () => T) => Promise<T>): PasskeyPort {
  const refuse = () => answer<never>(() => { throw new Error(NOT_ACTIVE); });
  return {
    getActiveAuthStrategies: () => answer<AuthStrategy[]>(() => ['EmailAndPassword']),
    passkeyLoginOptions: refuse,
    passkeyLogin: refuse,
    listPasskeys: () => answer(() => []),
    passkeyRegistrationOptions: refuse,
    registerPasskey: refuse,
  };
}

/** The Privacy passkeys port in preview: the same answers, and no passkey to delete. */
export function previewPasskeysApi(answer: <T>(value: () => T) => Promise<T>): PasskeysApi {
  const { getActiveAuthStrategies, listPasskeys, passkeyRegistrationOptions, registerPasskey } = previewPasskeyCalls(answer);
  return { getActiveAuthStrategies, listPasskeys, passkeyRegistrationOptions, registerPasskey, deletePasskey: () => answer<void>(() => { throw new Error('Not found'); }) };
}
