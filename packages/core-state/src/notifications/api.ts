import type { ApiClient } from '@portico/rest-api';
import { getNotifications, markAllNotificationsRead, updateNotificationPinStatus, updateNotificationStatus } from '@portico/rest-api/notifications';
import type { GetNotificationsQuery, Notification, NotificationPinStatus, NotificationStatus } from '@portico/rest-api/notifications';

/** The calls the notifications store makes (REST or preview). */
export interface NotificationsApi {
  /** One page of the signed-in user's notifications: pinned first, then newest first. */
  getNotifications(query: GetNotificationsQuery): Promise<Notification[]>;
  setStatus(notificationId: string, status: NotificationStatus): Promise<void>;
  setPin(notificationId: string, pinStatus: NotificationPinStatus): Promise<void>;
  markAllRead(): Promise<void>;
}

/** {@link NotificationsApi} over `@portico/rest-api`. */
export const createNotificationsRestApi = (client: ApiClient): NotificationsApi => ({
  getNotifications: (query) => getNotifications(client, query),
  setStatus: (notificationId, status) => updateNotificationStatus(client, { notificationId, status }),
  setPin: (notificationId, pinStatus) => updateNotificationPinStatus(client, pinStatus, { notificationId }),
  markAllRead: () => markAllNotificationsRead(client),
});
