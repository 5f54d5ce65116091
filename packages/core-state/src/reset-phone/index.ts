export { createResetPhoneStore } from './store';
export type { ResetPhoneState, ResetPhoneStep } from './types';
