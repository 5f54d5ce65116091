import type { ApiClient } from '@portico/rest-api';
import { loginMfaSmsEnroll, loginMfaSmsEnrollVerify, loginMfaSmsPreVerify, loginMfaSmsVerify } from '@portico/rest-api/auth';
import { getMfaDevices, mfaSmsDisable, mfaSmsDisableVerify, mfaSmsEnroll, mfaSmsEnrollVerify } from '@portico/rest-api/users';
import { toLoginResponse } from './map';
import type { LoginResponse, MfaDevices } from './types';

/** The SMS MFA calls of the port: at login (forced enrolment, verify) and in the profile (enrol, remove). */
export interface SmsMfaPort {
  /** Forced enrolment at login: texts a code to `phoneNumber`. */
  enrollLoginSms(body: { mfaToken: string; phoneNumber: string }): Promise<{ otcToken: string; phoneNumber?: string }>;
  /** Forced enrolment at login: the texted code enrols the phone and signs in (the answer carries the recovery code). */
  verifyLoginSmsEnrollment(body: { mfaToken: string; otcToken: string; value: string }): Promise<LoginResponse>;
  /** Texts a code to an enrolled phone; the answer's phone is masked. */
  sendLoginSmsCode(body: { mfaToken: string; deviceId: string }): Promise<{ otcToken: string; phoneNumber?: string }>;
  verifyLoginSmsCode(body: { mfaToken: string; deviceId: string; otcToken: string; value: string; rememberDevice?: boolean }): Promise<LoginResponse>;
  /** Signed in: texts a code to the phone to enrol. */
  enrollSms(body: { phoneNumber: string }): Promise<{ otcToken: string }>;
  verifySmsEnrollment(body: { otcToken: string; value: string }): Promise<{ recoveryCode?: string }>;
  /** Signed in: the user's MFA devices (the SMS ones carry their phone). */
  listMfaDevices(): Promise<MfaDevices>;
  /** Signed in: texts the code that confirms removing an SMS device. */
  disableSms(deviceId: string): Promise<{ otcToken: string }>;
  verifyDisableSms(body: { deviceId: string; otcToken: string; value: string }): Promise<void>;
}

/** {@link SmsMfaPort} over HTTP. */
export function restSmsMfaCalls(client: ApiClient): SmsMfaPort {
  const challenge = (a: { otcToken: string; phoneNumber?: string }) => ({ otcToken: a.otcToken, ...(a.phoneNumber ? { phoneNumber: a.phoneNumber } : {}) });
  return {
    enrollLoginSms: async (body) => challenge(await loginMfaSmsEnroll(client, body)),
    verifyLoginSmsEnrollment: async ({ mfaToken, otcToken, value }) => toLoginResponse(await loginMfaSmsEnrollVerify(client, { mfaToken, otcToken, code: value })),
    sendLoginSmsCode: async ({ mfaToken, deviceId }) => challenge(await loginMfaSmsPreVerify(client, deviceId, { mfaToken })),
    verifyLoginSmsCode: async ({ mfaToken, deviceId, otcToken, value, rememberDevice }) =>
      toLoginResponse(await loginMfaSmsVerify(client, deviceId, { mfaToken, otcToken, code: value, ...(rememberDevice ? { rememberDevice } : {}) })),
    enrollSms: async (body) => ({ otcToken: (await mfaSmsEnroll(client, body)).otcToken }),
    verifySmsEnrollment: async ({ otcToken, value }) => ({ recoveryCode: (await mfaSmsEnrollVerify(client, { otcToken, code: value })).recoveryCode }),
    listMfaDevices: async () => {
      const d = await getMfaDevices(client);
      return { webauthn: d.webauthn, phones: d.phones, authenticators: d.authenticators, emails: d.emails };
    },
    disableSms: async (deviceId) => ({ otcToken: (await mfaSmsDisable(client, deviceId)).otcToken }),
    verifyDisableSms: async ({ deviceId, otcToken, value }) => void (await mfaSmsDisableVerify(client, deviceId, { otcToken, code: value })),
  };
}
