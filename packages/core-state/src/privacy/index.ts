export { createPrivacyRestApi } from './api';
export type { PrivacyApi } from './api';
export { createPrivacyStore, PRIVACY_MESSAGES } from './store';
export type { MfaDeviceKind, MfaDeviceRow, MfaDisableTarget, PrivacyState } from './types';
export {
  mfaDeviceRows,
  selectCurrentSession,
  selectHasOtherSessions,
  selectMfaDevices,
  selectMfaEnrolled,
  selectSessions,
} from './selectors';
