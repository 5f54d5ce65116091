export { createMfaSettingsStore } from './store';
export type { MfaSettingsState, MfaSettingsStep } from './types';
