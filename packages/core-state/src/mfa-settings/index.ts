export { createMfaSettingsStore } from './store';
export type { MfaSettingsState, MfaSettingsStep } from './types';
export { hasMfaDevice, mfaEnrolOptions } from './options';
export type { MfaEnrolKind } from './options';
