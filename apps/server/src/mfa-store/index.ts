export { mfaEnrolledSql } from './enrolled';
export { limitSecondFactor, assertMfaTokenLive, assertSecondFactorOpen } from './attempts';
export { checkTotp, loginMfaState, rememberedDeviceSince, REMEMBER_COOKIE, pendingMfaDevices, checkEmailCodeFor, enrollEmailFactor, enrolledFactors, newRecoveryCodes, rememberDevice, savePendingTotp, sendEmailCode, tenantMfaPolicy, useRecoveryCode } from './store';
export { maskPhone } from './sms-devices';
