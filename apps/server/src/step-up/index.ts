export { SENSITIVE_ACTION_MAX_AGE, requireStepUp } from './require';
export { STEP_UP_METHODS, isSteppedUp } from './validity';
export type { StepUpEvidence } from './validity';
