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

// SMS entries (recipients are phone numbers): v1 one entry per event; v2 per-event subscriptions.

/** `GET /integrations/resources/configurations/v1/sms`: every SMS entry. */
export function getSmsConfigurations(client: ApiClient, options?: CallOptions): Promise<ChannelConfiguration[]> {
  return request<ChannelConfiguration[]>(client, { signal: options?.signal, method: 'GET', path: under(CONFIGURATIONS_V1, 'sms') });
}

/** `GET .../configurations/v1/sms/{eventKey}`. */
export function getSmsConfiguration(client: ApiClient, eventKey: string, options?: CallOptions): Promise<ChannelConfiguration> {
  return request<ChannelConfiguration>(client, { signal: options?.signal, method: 'GET', path: under(CONFIGURATIONS_V1, 'sms', eventKey) });
}

/** `POST .../configurations/v1/sms`: a new entry (at least one recipient). */
export function createSmsConfiguration(
  client: ApiClient,
  body: CreateChannelConfigurationRequest,
  options?: CallOptions,
): Promise<ChannelConfiguration> {
  return request<ChannelConfiguration>(client, { signal: options?.signal, method: 'POST', path: under(CONFIGURATIONS_V1, 'sms'), body });
}

/** `PUT .../configurations/v1/sms/{eventKey}`. */
export function updateSmsConfiguration(
  client: ApiClient,
  eventKey: string,
  body: UpdateChannelConfigurationRequest,
  options?: CallOptions,
): Promise<ChannelConfiguration> {
  return request<ChannelConfiguration>(client, { signal: options?.signal, method: 'PUT', path: under(CONFIGURATIONS_V1, 'sms', eventKey), body });
}

/** `DELETE .../configurations/v1/sms/{eventKey}`. */
export function deleteSmsConfiguration(client: ApiClient, eventKey: string, options?: CallOptions): Promise<void> {
  return request<void>(client, { signal: options?.signal, method: 'DELETE', path: under(CONFIGURATIONS_V1, 'sms', eventKey) });
}

/** `GET .../configurations/v2/sms`: every SMS entry with its subscriptions. */
export function getSmsConfigurationsV2(client: ApiClient, options?: CallOptions): Promise<ChannelConfigurationV2[]> {
  return request<ChannelConfigurationV2[]>(client, { signal: options?.signal, method: 'GET', path: under(CONFIGURATIONS_V2, 'sms') });
}

/** `GET .../configurations/v2/sms/{eventKey}`. */
export function getSmsConfigurationV2(client: ApiClient, eventKey: string, options?: CallOptions): Promise<ChannelConfigurationV2> {
  return request<ChannelConfigurationV2>(client, { signal: options?.signal, method: 'GET', path: under(CONFIGURATIONS_V2, 'sms', eventKey) });
}

/** `POST .../configurations/v2/sms`. */
export function createSmsConfigurationV2(
  client: ApiClient,
  body: CreateChannelConfigurationV2Request,
  options?: CallOptions,
): Promise<ChannelConfigurationV2> {
  return request<ChannelConfigurationV2>(client, { signal: options?.signal, method: 'POST', path: under(CONFIGURATIONS_V2, 'sms'), body });
}

/** `PATCH .../configurations/v2/sms/{eventKey}`: turns the event on or off. */
export function updateSmsConfigurationV2(
  client: ApiClient,
  eventKey: string,
  body: UpdateChannelConfigurationV2Request,
  options?: CallOptions,
): Promise<ChannelConfigurationV2> {
  return request<ChannelConfigurationV2>(client, {
    signal: options?.signal,
    method: 'PATCH',
    path: under(CONFIGURATIONS_V2, 'sms', eventKey),
    body: { enabled: body.enabled },
  });
}

/** `DELETE .../configurations/v2/sms/{eventKey}`. */
export function deleteSmsConfigurationV2(client: ApiClient, eventKey: string, options?: CallOptions): Promise<void> {
  return request<void>(client, { signal: options?.signal, method: 'DELETE', path: under(CONFIGURATIONS_V2, 'sms', eventKey) });
}

/** `POST .../configurations/v2/sms/{eventKey}/subscriptions`. */
export function createSmsSubscription(
  client: ApiClient,
  eventKey: string,
  body: CreateChannelSubscriptionRequest,
  options?: CallOptions,
): Promise<ChannelSubscription> {
  return request<ChannelSubscription>(client, {
    signal: options?.signal,
    method: 'POST',
    path: under(CONFIGURATIONS_V2, 'sms', eventKey, 'subscriptions'),
    body,
  });
}

/** `PUT .../configurations/v2/sms/{eventKey}/subscriptions/{id}`. */
export function updateSmsSubscription(
  client: ApiClient,
  eventKey: string,
  id: string,
  body: UpdateChannelSubscriptionRequest,
  options?: CallOptions,
): Promise<ChannelSubscription> {
  return request<ChannelSubscription>(client, {
    signal: options?.signal,
    method: 'PUT',
    path: under(CONFIGURATIONS_V2, 'sms', eventKey, 'subscriptions', id),
    body,
  });
}

/** `DELETE .../configurations/v2/sms/{eventKey}/subscriptions/{id}`. */
export function deleteSmsSubscription(client: ApiClient, eventKey: string, id: string, options?: CallOptions): Promise<void> {
  return request<void>(client, {
    signal: options?.signal,
    method: 'DELETE',
    path: under(CONFIGURATIONS_V2, 'sms', eventKey, 'subscriptions', id),
  });
}
