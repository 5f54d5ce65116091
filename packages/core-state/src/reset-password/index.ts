export { createResetPasswordStore } from './store';
export type { ResetPasswordState, ResetPasswordStep } from './types';
