/** Read state of a notification. */
export type NotificationStatus = 'read' | 'unread' | 'archived';

/** `pin` or `unpin`: the last path segment of `PUT /notification/{pinStatus}`. */
export type NotificationPinStatus = 'pin' | 'unpin';

/** A bell notification. */
export interface Notification {
  id: string;
  title: string;
  body?: string;
  severity?: 'info' | 'warning' | 'error' | 'success';
  status: NotificationStatus;
  isPinned?: boolean;
  /** Where the notification leads, when it has a link. */
  url?: string;
  createdAt: string;
}

/** Query of `GET /notification`. */
export interface GetNotificationsQuery {
  offset?: number;
  limit?: number;
}

/** `PUT /notification/status`. */
export interface UpdateNotificationStatusRequest {
  notificationId: string;
  status: NotificationStatus;
}

/** `PUT /notification/{pinStatus}`. */
export interface UpdateNotificationPinStatusRequest {
  notificationId: string;
}
