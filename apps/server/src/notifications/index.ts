export { notify, NOTIFICATIONS_PAGE, NOTIFICATION_SEVERITIES } from './service';
export type { Recipients } from './service';
export type { NewNotification } from './repo';
