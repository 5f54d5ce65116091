export { createSecurityCenterRestApi } from './api';
export type { SecurityCenterApi } from './api';
export { SECURITY_CENTER_MESSAGES, createSecurityCenterStore } from './store';
export { selectAdjustInitial, selectAdjustSuggestion, selectRecommendationRows } from './selectors';
export type { RecommendationAction, RecommendationRow } from './selectors';
export type { SecurityAction, SecurityCategory, SecurityCenterState, SecurityInsight, SecurityRecommendation, SecuritySeverity, SessionSetting } from './types';
