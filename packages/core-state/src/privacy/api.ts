import type { ApiClient } from '@portico/rest-api';
import {
  deleteAllMySessions,
  deleteMySession,
  getMfaDevices,
  getMyCurrentSession,
  getMySessions,
  getSessionConfiguration,
  mfaAuthenticatorDisable,
  mfaDisable,
  mfaSmsDisable,
  mfaSmsDisableVerify,
  mfaWebAuthnDisable,
} from '@portico/rest-api/users';
import type { MfaDevices, OtcChallenge, Session, SessionConfiguration } from '@portico/rest-api/users';

/** The calls the privacy store makes (REST or preview). */
export interface PrivacyApi {
  getMySessions(): Promise<Session[]>;
  /** The session making the call (used when the list does not mark it). */
  getMyCurrentSession(): Promise<Session>;
  deleteMySession(id: string): Promise<void>;
  deleteAllMySessions(): Promise<void>;
  getMfaDevices(): Promise<MfaDevices>;
  /** The tenant's session policy, shown as the limits that apply to the user's sessions. */
  getSessionConfiguration(): Promise<SessionConfiguration>;
  /** Turns MFA off altogether, re-authenticated by an authenticator or recovery code. */
  mfaDisable(token: string): Promise<void>;
  mfaAuthenticatorDisable(deviceId: string, token: string): Promise<void>;
  mfaSmsDisable(deviceId: string): Promise<OtcChallenge>;
  mfaSmsDisableVerify(deviceId: string, body: { otcToken: string; code: string }): Promise<void>;
  mfaWebAuthnDisable(deviceId: string): Promise<void>;
}

/** {@link PrivacyApi} over `@portico/rest-api`. */
export const createPrivacyRestApi = (client: ApiClient): PrivacyApi => ({
  getMySessions: () => getMySessions(client),
  getMyCurrentSession: () => getMyCurrentSession(client),
  deleteMySession: (id) => deleteMySession(client, id),
  deleteAllMySessions: () => deleteAllMySessions(client),
  getMfaDevices: () => getMfaDevices(client),
  getSessionConfiguration: () => getSessionConfiguration(client),
  mfaDisable: (token) => mfaDisable(client, { token }),
  mfaAuthenticatorDisable: (deviceId, token) => mfaAuthenticatorDisable(client, deviceId, { token }),
  mfaSmsDisable: (deviceId) => mfaSmsDisable(client, deviceId),
  mfaSmsDisableVerify: (deviceId, body) => mfaSmsDisableVerify(client, deviceId, body),
  mfaWebAuthnDisable: (deviceId) => mfaWebAuthnDisable(client, deviceId),
});
