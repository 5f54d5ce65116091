import type { MfaDevices } from '@portico/rest-api/users';
import type { LoginResponse } from '../api/types';
import type { SmsMfaPort } from '../api/sms-mfa';

/**
 * {@link SmsMfaPort} of the preview: the server's answers with sample tokens (any 6-digit code is accepted). The sample
 * user starts without an SMS device; enrolling one lists it in `mfa` (shared with the admin preview) until it is removed.
 */
export function previewSmsMfaCalls(answer: <T>(value: T | (() => T)) => Promise<T>, session: () => LoginResponse, mfa: MfaDevices): SmsMfaPort {
  let phone: string | undefined;
  let enrolled = 0;
  return {
    enrollLoginSms: (body) => answer({ otcToken: 'preview-otc', phoneNumber: body.phoneNumber }),
    verifyLoginSmsEnrollment: () => answer(() => ({ ...session(), recoveryCode: 'PREVIEW-RECOVERY-CODE' })),
    sendLoginSmsCode: () => answer({ otcToken: 'preview-otc', phoneNumber: '+1•••••••0100' }),
    verifyLoginSmsCode: () => answer(session),
    enrollSms: (body) => answer(() => ((phone = body.phoneNumber), { otcToken: 'preview-otc' })),
    verifySmsEnrollment: () =>
      answer(() => {
        if (phone) mfa.phones = [...(mfa.phones ?? []), { id: `preview-sms-${++enrolled}`, phoneNumber: phone }];
        phone = undefined;
        return { recoveryCode: 'PREVIEW-RECOVERY-CODE' };
      }),
    listMfaDevices: () => answer(() => structuredClone(mfa)),
    disableSms: () => answer({ otcToken: 'preview-otc' }),
    verifyDisableSms: (body) => answer(() => void (mfa.phones = (mfa.phones ?? []).filter((d) => d.id !== body.deviceId))),
  };
}
