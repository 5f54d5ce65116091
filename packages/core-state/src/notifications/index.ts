export { createNotificationsRestApi } from './api';
export type { NotificationsApi } from './api';
export { NOTIFICATIONS_PAGE_SIZE, createNotificationsStore } from './store';
export type { NotificationsState } from './types';
export { selectHasUnread, selectUnreadCount } from './selectors';
