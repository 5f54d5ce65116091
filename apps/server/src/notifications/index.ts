export { notify, NOTIFICATIONS_PAGE } from './service';
export type { Recipients } from './service';
export type { NewNotification } from './repo';
