import type { LoginResponse } from '../api/types';
import type { SmsMfaPort } from '../api/sms-mfa';

/**
 * {@link SmsMfaPort} of the preview: the server's answers with sample tokens (any 6-digit code is accepted). The sample
 * user starts without an SMS device; enrolling one lists it until it is removed.
 */
export function previewSmsMfaCalls(answer: <T>(value: T | (() => T)) => Promise<T>, session: () => LoginResponse): SmsMfaPort {
  let phone: string | undefined;
  return {
    enrollLoginSms: (body) => answer({ otcToken: 'preview-otc', phoneNumber: body.phoneNumber }),
    verifyLoginSmsEnrollment: () => answer(() => ({ ...session(), recoveryCode: 'PREVIEW-RECOVERY-CODE' })),
    sendLoginSmsCode: () => answer({ otcToken: 'preview-otc', phoneNumber: '+1•••••••0100' }),
    verifyLoginSmsCode: () => answer(session),
    enrollSms: (body) => answer(() => ((phone = body.phoneNumber), { otcToken: 'preview-otc' })),
    verifySmsEnrollment: () => answer({ recoveryCode: 'PREVIEW-RECOVERY-CODE' }),
    listMfaDevices: () => answer(() => ({ webauthn: [], phones: phone ? [{ id: 'preview-sms', phoneNumber: phone }] : [], authenticators: [], emails: [] })),
    disableSms: () => answer({ otcToken: 'preview-otc' }),
    verifyDisableSms: () => answer(() => void (phone = undefined)),
  };
}
