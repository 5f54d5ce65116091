export { createLoginStore } from './store';
export type { LoginFlow } from './store';
export type { LoginState, LoginStep } from './types';
