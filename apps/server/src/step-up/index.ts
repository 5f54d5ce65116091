export { STEP_UP_METHODS, isSteppedUp } from './validity';
export type { StepUpEvidence } from './validity';
