import type { ApiClient } from '@portico/rest-api';
import { deleteWebAuthnDevice } from '@portico/rest-api/users';
import type { PasskeyPort } from './port';
import { passkeyRestCalls } from './rest';

/** The calls the passkeys store (Privacy → Passkeys) makes (REST or preview). */
export type PasskeysApi = Pick<PasskeyPort, 'getActiveAuthStrategies' | 'listPasskeys' | 'passkeyRegistrationOptions' | 'registerPasskey'> & {
  deletePasskey(id: string): Promise<void>;
};

/** {@link PasskeysApi} over `@portico/rest-api`. */
export const createPasskeysRestApi = (client: ApiClient): PasskeysApi => {
  const { getActiveAuthStrategies, listPasskeys, passkeyRegistrationOptions, registerPasskey } = passkeyRestCalls(client);
  return { getActiveAuthStrategies, listPasskeys, passkeyRegistrationOptions, registerPasskey, deletePasskey: (id) => deleteWebAuthnDevice(client, id) };
};
