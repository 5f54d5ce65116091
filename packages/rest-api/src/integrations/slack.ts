import type { ApiClient } from '../core/client';
import { request, type CallOptions } from '../core/request';
import { CONFIGURATIONS_V1, under } from './paths';
import type {
  RegisterSlackApplicationRequest,
  SlackApplication,
  SlackChannel,
  SlackConfiguration,
  SlackSubscription,
  SlackSubscriptionRequest,
} from './types';

/** `GET /integrations/resources/configurations/v1/slack`: the tenant's slack installation. */
export function getSlackConfiguration(client: ApiClient, options?: CallOptions): Promise<SlackConfiguration> {
  return request<SlackConfiguration>(client, { signal: options?.signal, method: 'GET', path: under(CONFIGURATIONS_V1, 'slack') });
}

/** `GET .../configurations/v1/slack/channels`: channels the installation can post to. */
export function getSlackChannels(client: ApiClient, options?: CallOptions): Promise<SlackChannel[]> {
  return request<SlackChannel[]>(client, { signal: options?.signal, method: 'GET', path: under(CONFIGURATIONS_V1, 'slack', 'channels') });
}

/** `GET .../configurations/v1/slack/applications`: the slack application (client id) for the OAuth flow. */
export function getSlackApplication(client: ApiClient, options?: CallOptions): Promise<SlackApplication> {
  return request<SlackApplication>(client, { signal: options?.signal, method: 'GET', path: under(CONFIGURATIONS_V1, 'slack', 'applications') });
}

/** `POST .../configurations/v1/registrations`: completes the slack installation with the OAuth code. */
export function registerSlackApplication(
  client: ApiClient,
  body: RegisterSlackApplicationRequest,
  options?: CallOptions,
): Promise<SlackConfiguration> {
  return request<SlackConfiguration>(client, { signal: options?.signal, method: 'POST', path: under(CONFIGURATIONS_V1, 'registrations'), body });
}

/** `GET .../configurations/v1/subscriptions`: the slack subscriptions. */
export function getSlackSubscriptions(client: ApiClient, options?: CallOptions): Promise<SlackSubscription[]> {
  return request<SlackSubscription[]>(client, { signal: options?.signal, method: 'GET', path: under(CONFIGURATIONS_V1, 'subscriptions') });
}

/** `POST .../configurations/v1/subscriptions`. */
export function createSlackSubscription(
  client: ApiClient,
  body: SlackSubscriptionRequest,
  options?: CallOptions,
): Promise<SlackSubscription> {
  return request<SlackSubscription>(client, { signal: options?.signal, method: 'POST', path: under(CONFIGURATIONS_V1, 'subscriptions'), body });
}

/** `PUT .../configurations/v1/subscriptions/{id}`. */
export function updateSlackSubscription(
  client: ApiClient,
  id: string,
  body: SlackSubscriptionRequest,
  options?: CallOptions,
): Promise<SlackSubscription> {
  return request<SlackSubscription>(client, { signal: options?.signal, method: 'PUT', path: under(CONFIGURATIONS_V1, 'subscriptions', id), body });
}

/** `DELETE .../configurations/v1/subscriptions/{id}`. */
export function deleteSlackSubscription(client: ApiClient, id: string, options?: CallOptions): Promise<void> {
  return request<void>(client, { signal: options?.signal, method: 'DELETE', path: under(CONFIGURATIONS_V1, 'subscriptions', id) });
}
