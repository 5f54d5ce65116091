import type { ApiClient } from '@portico/rest-api';
import { webAuthnPostLogin, webAuthnPreLogin } from '@portico/rest-api/auth';
import { getPublicAuthStrategies } from '@portico/rest-api/configurations';
import { createWebAuthnDevice, listWebAuthnDevices, verifyWebAuthnDevice } from '@portico/rest-api/users';
import { toLoginResponse } from '../api/map';
import type { AuthStrategy } from '../api/types';
import type { PasskeyPort } from './port';

/** {@link PasskeyPort} over `@portico/rest-api`. */
export const passkeyRestCalls = (client: ApiClient): PasskeyPort => ({
  getActiveAuthStrategies: async () => {
    const config = await getPublicAuthStrategies(client);
    return config.strategies.filter((s) => s.isActive).map((s) => s.strategy as AuthStrategy);
  },
  passkeyLoginOptions: async (body) => (await webAuthnPreLogin(client, body)).options,
  passkeyLogin: async (assertion) => toLoginResponse(await webAuthnPostLogin(client, assertion)),
  listPasskeys: async () => (await listWebAuthnDevices(client)).devices,
  passkeyRegistrationOptions: async () => (await createWebAuthnDevice(client)).options,
  registerPasskey: (credential) => verifyWebAuthnDevice(client, credential),
});
