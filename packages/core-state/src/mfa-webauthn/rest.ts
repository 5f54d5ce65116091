import type { ApiClient } from '@portico/rest-api';
import { loginMfaWebAuthnEnroll, loginMfaWebAuthnEnrollVerify, loginMfaWebAuthnPreVerify, loginMfaWebAuthnVerify } from '@portico/rest-api/auth';
import { mfaWebAuthnDisable, mfaWebAuthnDisableStart, mfaWebAuthnDisableVerify, mfaWebAuthnEnroll, mfaWebAuthnEnrollVerify } from '@portico/rest-api/users';
import { toLoginResponse } from '../api/map';
import type { WebAuthnMfaPort } from './port';

/** {@link WebAuthnMfaPort} over `@portico/rest-api`. */
export const webAuthnMfaRestCalls = (client: ApiClient): WebAuthnMfaPort => ({
  enrollLoginWebAuthn: (body) => loginMfaWebAuthnEnroll(client, body),
  verifyLoginWebAuthnEnrollment: async (body) => toLoginResponse(await loginMfaWebAuthnEnrollVerify(client, body)),
  webAuthnMfaOptions: (deviceId, body) => loginMfaWebAuthnPreVerify(client, deviceId, body),
  verifyWebAuthnMfa: async (deviceId, body) => toLoginResponse(await loginMfaWebAuthnVerify(client, deviceId, body)),
  enrollWebAuthnMfa: () => mfaWebAuthnEnroll(client),
  verifyWebAuthnMfaEnrollment: async (body) => {
    const { recoveryCode } = await mfaWebAuthnEnrollVerify(client, body);
    return recoveryCode ? { recoveryCode } : {};
  },
  disableWebAuthnMfa: (deviceId) => mfaWebAuthnDisable(client, deviceId),
  disableWebAuthnMfaOptions: (deviceId) => mfaWebAuthnDisableStart(client, deviceId),
  verifyWebAuthnMfaDisable: (deviceId, body) => mfaWebAuthnDisableVerify(client, deviceId, body),
});
