// MFA domain logic for the routes: pure functions over stored records; persistence and HTTP live elsewhere.
export type {
  Clock,
  EmailCodeChallenge,
  EnforceMfaType,
  EnrolledFactors,
  LoginMfaOutcome,
  MfaPolicy,
  MfaStrategy,
  MfaTokenClaims,
  MfaTokenStep,
  RememberedDevice,
} from './types';
export {
  DEFAULT_MFA_DEVICE_EXPIRATION_SECONDS,
  DEFAULT_MFA_POLICY,
  ENFORCE_MFA_TYPES,
  SUPPORTED_MFA_STRATEGIES,
  resolveMfaPolicy,
} from './policy';
export type { TotpEnrolment, TotpVerifyResult } from './totp';
export { TOTP_DIGITS, TOTP_PERIOD_SECONDS, TOTP_SECRET_BYTES, TOTP_WINDOW, createTotpEnrolment, totpCode, verifyTotp } from './totp';
export type { RecoveryCodeSet } from './recovery-codes';
export {
  RECOVERY_CODE_ALPHABET,
  RECOVERY_CODE_BITS,
  RECOVERY_CODE_COUNT,
  consumeRecoveryCode,
  generateRecoveryCodes,
  hashRecoveryCode,
  normalizeRecoveryCode,
} from './recovery-codes';
export type { EmailCodeCheck, EmailCodeFailure } from './email-code';
export { EMAIL_CODE_DIGITS, EMAIL_CODE_MAX_ATTEMPTS, EMAIL_CODE_TTL_MS, checkEmailCode, createEmailCode, hashEmailCode } from './email-code';
export type { RememberedDeviceStatus } from './remember-device';
export { REMEMBER_DEVICE_TOKEN_BYTES, checkRememberedDevice, createRememberedDevice, hashRememberDeviceToken } from './remember-device';
export { MFA_TOKEN_TTL_SECONDS, signMfaToken, verifyMfaToken } from './mfa-token';
export type { LoginMfaInput } from './login-outcome';
export { decideLoginMfa } from './login-outcome';
