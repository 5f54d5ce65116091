import type { ApiClient } from '../core/client';
import { EVENTS } from '../core/paths';
import { request, type CallOptions } from '../core/request';
import type { EventCategory, EventConfigurations, GetEventCategoriesQuery } from './types';

const CONFIGURATIONS = `${EVENTS}/configurations/v1`;

/** `GET /event/resources/configurations/v1`: the events and their channels. */
export function getEventConfigurations(client: ApiClient, options?: CallOptions): Promise<EventConfigurations> {
  return request<EventConfigurations>(client, { signal: options?.signal, method: 'GET', path: CONFIGURATIONS });
}

/** `GET /event/resources/configurations/v1/categories`: events by category, optionally only for some channels. */
export function getEventCategories(client: ApiClient, query?: GetEventCategoriesQuery, options?: CallOptions): Promise<EventCategory[]> {
  return request<EventCategory[]>(client, {
    signal: options?.signal,
    method: 'GET',
    path: `${CONFIGURATIONS}/categories`,
    query: { channels: query?.channels },
  });
}
