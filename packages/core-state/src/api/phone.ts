import type { ApiClient } from '@portico/rest-api';
import { changePhone, resetPhone, setPhone, verifyPhone, verifyResetPhone } from '@portico/rest-api/users';

/** The phone calls of the port: set a phone by SMS code (quick SMS login), and the lost-phone reset (§7.2 Phone). */
export interface PhonePort {
  /** Texts a code to `phoneNumber`; the answer's `otcToken` goes back with the code. Needs a signed-in user. */
  setPhone(body: { phoneNumber: string }): Promise<{ otcToken: string }>;
  verifyPhone(body: { otcToken: string; code: string }): Promise<void>;
  /** E-mails a code for a lost phone; every address gets a token. */
  resetPhone(body: { email: string }): Promise<{ resetPhoneNumberToken: string }>;
  verifyResetPhone(body: { resetPhoneNumberToken: string; code: string }): Promise<{ changePhoneNumberToken: string }>;
  changePhone(body: { changePhoneNumberToken: string; phoneNumber: string }): Promise<void>;
}

/** {@link PhonePort} over HTTP. */
export function restPhoneCalls(client: ApiClient): PhonePort {
  return {
    setPhone: async (body) => ({ otcToken: (await setPhone(client, body)).otcToken }),
    verifyPhone: async (body) => void (await verifyPhone(client, body)),
    resetPhone: async (body) => ({ resetPhoneNumberToken: (await resetPhone(client, body)).resetPhoneNumberToken }),
    verifyResetPhone: async (body) => ({ changePhoneNumberToken: (await verifyResetPhone(client, body)).changePhoneNumberToken }),
    changePhone: async (body) => void (await changePhone(client, body)),
  };
}
