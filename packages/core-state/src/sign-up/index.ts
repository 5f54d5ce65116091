export { createSignUpStore } from './store';
export type { SignUpState, SignUpStep } from './types';
