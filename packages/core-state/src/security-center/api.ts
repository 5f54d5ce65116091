import type { ApiClient } from '@portico/rest-api';
import { getSecurityInsights, getSecurityRecommendations } from '@portico/rest-api/security-center';
import type { SecurityInsightsResponse, SecurityRecommendationsResponse } from '@portico/rest-api/security-center';
import { getSessionConfiguration, resetBreachedPasswords, updateSessionConfiguration } from '@portico/rest-api/users';
import type { SessionConfiguration } from '@portico/rest-api/users';

/** The calls the security-centre store makes (REST or preview). */
export interface SecurityCenterApi {
  getRecommendations(): Promise<SecurityRecommendationsResponse>;
  getInsights(): Promise<SecurityInsightsResponse>;
  /** E-mails a reset link to every member whose password is known-breached. */
  resetBreachedPasswords(): Promise<void>;
  getSessionConfiguration(): Promise<SessionConfiguration>;
  updateSessionConfiguration(body: SessionConfiguration): Promise<SessionConfiguration>;
}

/** {@link SecurityCenterApi} over `@portico/rest-api`. */
export const createSecurityCenterRestApi = (client: ApiClient): SecurityCenterApi => ({
  getRecommendations: () => getSecurityRecommendations(client),
  getInsights: () => getSecurityInsights(client),
  resetBreachedPasswords: () => resetBreachedPasswords(client),
  getSessionConfiguration: () => getSessionConfiguration(client),
  updateSessionConfiguration: (body) => updateSessionConfiguration(client, body),
});
