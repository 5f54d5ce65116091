export { getNotifications, updateNotificationStatus, updateNotificationPinStatus, markAllNotificationsRead } from './calls';
export type {
  NotificationStatus,
  NotificationPinStatus,
  Notification,
  GetNotificationsQuery,
  UpdateNotificationStatusRequest,
  UpdateNotificationPinStatusRequest,
} from './types';
