import type { ApiClient } from '../core/client';
import { request, type CallOptions } from '../core/request';
import { CONFIGURATIONS_V1, CONFIGURATIONS_V2, under } from './paths';
import type {
  ChannelConfiguration,
  ChannelConfigurationV2,
  ChannelSubscription,
  CreateChannelConfigurationRequest,
  CreateChannelConfigurationV2Request,
  CreateChannelSubscriptionRequest,
  UpdateChannelConfigurationRequest,
  UpdateChannelConfigurationV2Request,
  UpdateChannelSubscriptionRequest,
} from './types';

// E-mail entries (recipients are e-mail addresses): v1 one entry per event; v2 per-event subscriptions.

/** `GET /integrations/resources/configurations/v1/emails`: every E-mail entry. */
export function getEmailConfigurations(client: ApiClient, options?: CallOptions): Promise<ChannelConfiguration[]> {
  return request<ChannelConfiguration[]>(client, { signal: options?.signal, method: 'GET', path: under(CONFIGURATIONS_V1, 'emails') });
}

/** `GET .../configurations/v1/emails/{eventKey}`. */
export function getEmailConfiguration(client: ApiClient, eventKey: string, options?: CallOptions): Promise<ChannelConfiguration> {
  return request<ChannelConfiguration>(client, { signal: options?.signal, method: 'GET', path: under(CONFIGURATIONS_V1, 'emails', eventKey) });
}

/** `POST .../configurations/v1/emails`: a new entry (at least one recipient). */
export function createEmailConfiguration(
  client: ApiClient,
  body: CreateChannelConfigurationRequest,
  options?: CallOptions,
): Promise<ChannelConfiguration> {
  return request<ChannelConfiguration>(client, { signal: options?.signal, method: 'POST', path: under(CONFIGURATIONS_V1, 'emails'), body });
}

/** `PUT .../configurations/v1/emails/{eventKey}`. */
export function updateEmailConfiguration(
  client: ApiClient,
  eventKey: string,
  body: UpdateChannelConfigurationRequest,
  options?: CallOptions,
): Promise<ChannelConfiguration> {
  return request<ChannelConfiguration>(client, { signal: options?.signal, method: 'PUT', path: under(CONFIGURATIONS_V1, 'emails', eventKey), body });
}

/** `DELETE .../configurations/v1/emails/{eventKey}`. */
export function deleteEmailConfiguration(client: ApiClient, eventKey: string, options?: CallOptions): Promise<void> {
  return request<void>(client, { signal: options?.signal, method: 'DELETE', path: under(CONFIGURATIONS_V1, 'emails', eventKey) });
}

/** `GET .../configurations/v2/emails`: every E-mail entry with its subscriptions. */
export function getEmailConfigurationsV2(client: ApiClient, options?: CallOptions): Promise<ChannelConfigurationV2[]> {
  return request<ChannelConfigurationV2[]>(client, { signal: options?.signal, method: 'GET', path: under(CONFIGURATIONS_V2, 'emails') });
}

/** `GET .../configurations/v2/emails/{eventKey}`. */
export function getEmailConfigurationV2(client: ApiClient, eventKey: string, options?: CallOptions): Promise<ChannelConfigurationV2> {
  return request<ChannelConfigurationV2>(client, { signal: options?.signal, method: 'GET', path: under(CONFIGURATIONS_V2, 'emails', eventKey) });
}

/** `POST .../configurations/v2/emails`. */
export function createEmailConfigurationV2(
  client: ApiClient,
  body: CreateChannelConfigurationV2Request,
  options?: CallOptions,
): Promise<ChannelConfigurationV2> {
  return request<ChannelConfigurationV2>(client, { signal: options?.signal, method: 'POST', path: under(CONFIGURATIONS_V2, 'emails'), body });
}

/** `PATCH .../configurations/v2/emails/{eventKey}`: turns the event on or off. */
export function updateEmailConfigurationV2(
  client: ApiClient,
  eventKey: string,
  body: UpdateChannelConfigurationV2Request,
  options?: CallOptions,
): Promise<ChannelConfigurationV2> {
  return request<ChannelConfigurationV2>(client, {
    signal: options?.signal,
    method: 'PATCH',
    path: under(CONFIGURATIONS_V2, 'emails', eventKey),
    body: { enabled: body.enabled },
  });
}

/** `DELETE .../configurations/v2/emails/{eventKey}`. */
export function deleteEmailConfigurationV2(client: ApiClient, eventKey: string, options?: CallOptions): Promise<void> {
  return request<void>(client, { signal: options?.signal, method: 'DELETE', path: under(CONFIGURATIONS_V2, 'emails', eventKey) });
}

/** `POST .../configurations/v2/emails/{eventKey}/subscriptions`. */
export function createEmailSubscription(
  client: ApiClient,
  eventKey: string,
  body: CreateChannelSubscriptionRequest,
  options?: CallOptions,
): Promise<ChannelSubscription> {
  return request<ChannelSubscription>(client, {
    signal: options?.signal,
    method: 'POST',
    path: under(CONFIGURATIONS_V2, 'emails', eventKey, 'subscriptions'),
    body,
  });
}

/** `PUT .../configurations/v2/emails/{eventKey}/subscriptions/{id}`. */
export function updateEmailSubscription(
  client: ApiClient,
  eventKey: string,
  id: string,
  body: UpdateChannelSubscriptionRequest,
  options?: CallOptions,
): Promise<ChannelSubscription> {
  return request<ChannelSubscription>(client, {
    signal: options?.signal,
    method: 'PUT',
    path: under(CONFIGURATIONS_V2, 'emails', eventKey, 'subscriptions', id),
    body,
  });
}

/** `DELETE .../configurations/v2/emails/{eventKey}/subscriptions/{id}`. */
export function deleteEmailSubscription(client: ApiClient, eventKey: string, id: string, options?: CallOptions): Promise<void> {
  return request<void>(client, {
    signal: options?.signal,
    method: 'DELETE',
    path: under(CONFIGURATIONS_V2, 'emails', eventKey, 'subscriptions', id),
  });
}
