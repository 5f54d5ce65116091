export { createLogoutStore } from './store';
export type { LogoutState, LogoutStep } from './types';
