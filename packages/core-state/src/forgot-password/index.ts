export { createForgotPasswordStore } from './store';
export type { ForgotPasswordState, ForgotPasswordStep } from './types';
