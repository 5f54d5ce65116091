export { selectMfa } from './select';
export type { MfaMethod, MfaState, MfaStep } from './types';
