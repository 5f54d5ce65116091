export { createImpersonationStore } from './store';
export { selectImpersonator, selectIsImpersonated } from './selectors';
export { IMPERSONATION_MESSAGES } from './messages';
export type { ImpersonateInput, ImpersonationDialog, ImpersonationState, ImpersonationStep, Impersonator } from './types';
