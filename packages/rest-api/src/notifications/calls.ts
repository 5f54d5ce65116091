import type { ApiClient } from '../core/client';
import { NOTIFICATIONS } from '../core/paths';
import { request, type CallOptions } from '../core/request';
import type {
  GetNotificationsQuery,
  Notification,
  NotificationPinStatus,
  UpdateNotificationPinStatusRequest,
  UpdateNotificationStatusRequest,
} from './types';

/** `GET /notification`: the user's notifications. */
export function getNotifications(client: ApiClient, query?: GetNotificationsQuery, options?: CallOptions): Promise<Notification[]> {
  return request<Notification[]>(client, {
    signal: options?.signal,
    method: 'GET',
    path: NOTIFICATIONS,
    query: { offset: query?.offset, limit: query?.limit },
  });
}

/** `PUT /notification/status`: marks one notification read, unread or archived. */
export function updateNotificationStatus(client: ApiClient, body: UpdateNotificationStatusRequest, options?: CallOptions): Promise<void> {
  return request<void>(client, {
    signal: options?.signal,
    method: 'PUT',
    path: `${NOTIFICATIONS}/status`,
    body: { notificationId: body.notificationId, status: body.status },
  });
}

/** `PUT /notification/{pinStatus}`: pins (`pin`) or unpins (`unpin`) one notification. */
export function updateNotificationPinStatus(
  client: ApiClient,
  pinStatus: NotificationPinStatus,
  body: UpdateNotificationPinStatusRequest,
  options?: CallOptions,
): Promise<void> {
  return request<void>(client, {
    signal: options?.signal,
    method: 'PUT',
    path: `${NOTIFICATIONS}/${encodeURIComponent(pinStatus)}`,
    body: { notificationId: body.notificationId },
  });
}

/** `POST /notification/status/mark-all-read`. */
export function markAllNotificationsRead(client: ApiClient, options?: CallOptions): Promise<void> {
  return request<void>(client, { signal: options?.signal, method: 'POST', path: `${NOTIFICATIONS}/status/mark-all-read` });
}
