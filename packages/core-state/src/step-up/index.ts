export { createStepUpStore, stepUpTarget } from './store';
export type { StepUpState, StepUpStep } from './types';
export { ACR_MULTI_FACTOR, STEP_UP_METHODS, isSteppedUp } from './validity';
