export { createActivationStore } from './store';
export type { ActivationState, ActivationStep } from './types';
