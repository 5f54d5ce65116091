export { STEP_UP_REQUIRED, SENSITIVE_ACTION_MAX_AGE, devSensitiveActionRoutes, requireStepUp, stepUpRoutes } from './routes';
export { STEP_UP_METHODS, isSteppedUp } from './validity';
export type { StepUpEvidence } from './validity';
