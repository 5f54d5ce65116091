export { createSecurityPoliciesRestApi } from './api';
export type { SecurityPoliciesApi } from './api';
export { SECURITY_POLICIES_MESSAGES, createSecurityPoliciesStore } from './store';
export { SECURITY_TABS } from './types';
export type { GeneralPolicy, SecurityPoliciesState, SecurityTab } from './types';
export { SESSION_DURATION_LIMITS, fromSessionPolicyForm, selectGeneralReady, selectSessionPolicyForm, toSessionPolicyForm } from './selectors';
export type { SessionPolicyForm } from './selectors';
