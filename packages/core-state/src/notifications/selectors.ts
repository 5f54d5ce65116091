import type { NotificationsState } from './types';

/** Unread notifications among those loaded (the bell's badge). */
export const selectUnreadCount = (s: NotificationsState): number => s.items.reduce((n, x) => n + (x.status === 'unread' ? 1 : 0), 0);

/** True while a loaded notification is unread. */
export const selectHasUnread = (s: NotificationsState): boolean => s.items.some((x) => x.status === 'unread');
