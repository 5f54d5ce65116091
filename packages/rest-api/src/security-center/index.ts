export { getSecurityRecommendations, getSecurityInsights } from './calls';
export type {
  SecuritySeverity,
  SecurityCategory,
  SecurityRecommendation,
  SecurityRecommendationsResponse,
  SecurityInsight,
  SecurityInsightsResponse,
} from './types';
