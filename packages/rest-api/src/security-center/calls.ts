import type { ApiClient } from '../core/client';
import { SECURITY_CENTER } from '../core/paths';
import { request, type CallOptions } from '../core/request';
import type { SecurityInsightsResponse, SecurityRecommendationsResponse } from './types';

/** `GET /security-center/resources/v1/recommendations`: the score and what to improve. */
export function getSecurityRecommendations(client: ApiClient, options?: CallOptions): Promise<SecurityRecommendationsResponse> {
  return request<SecurityRecommendationsResponse>(client, { signal: options?.signal, method: 'GET', path: `${SECURITY_CENTER}/v1/recommendations` });
}

/** `GET /security-center/resources/v1/insights`: facts about MFA use, sessions, IP and domain lists, passwords. */
export function getSecurityInsights(client: ApiClient, options?: CallOptions): Promise<SecurityInsightsResponse> {
  return request<SecurityInsightsResponse>(client, { signal: options?.signal, method: 'GET', path: `${SECURITY_CENTER}/v1/insights` });
}
