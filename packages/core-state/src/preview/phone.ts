import type { PhonePort } from '../api/phone';

/** {@link PhonePort} of the preview: the server's answers with sample tokens (any 6-digit code is accepted). */
export function previewPhoneCalls(answer: <T>(value: T | (() => T)) => Promise<T>): PhonePort {
  return {
    setPhone: () => answer({ otcToken: 'preview-otc' }),
    verifyPhone: () => answer<void>(undefined),
    resetPhone: () => answer({ resetPhoneNumberToken: 'preview-reset-phone' }),
    verifyResetPhone: () => answer({ changePhoneNumberToken: 'preview-change-phone' }),
    changePhone: () => answer<void>(undefined),
  };
}
