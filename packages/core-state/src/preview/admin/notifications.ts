import type { Notification } from '@portico/rest-api/notifications';
import type { NotificationsApi } from '../../notifications/api';
import { refuse } from './users';

type Answer = <T>(value: () => T) => Promise<T>;
const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

/** Sample bell notifications, worded as the server's events word them. */
export const previewNotifications = (): Notification[] => [
  { id: 'notification-1', title: 'Invitation accepted', body: 'alan.turing@acme.example joined the account', severity: 'success', status: 'unread', isPinned: false, createdAt: ago(5) },
  { id: 'notification-2', title: 'Lockout policy updated', body: 'barbara.liskov@acme.example changed the lockout policy', severity: 'warning', status: 'unread', isPinned: false, createdAt: ago(90) },
  { id: 'notification-3', title: 'Your roles were changed', body: 'ada.lovelace@acme.example changed your roles in this account', severity: 'warning', status: 'read', isPinned: true, createdAt: ago(60 * 26) },
  { id: 'notification-4', title: 'Your sessions were ended', body: 'ada.lovelace@acme.example signed you out of 2 session(s)', severity: 'warning', status: 'read', isPinned: false, createdAt: ago(60 * 24 * 3) },
];

const order = (a: Notification, b: Notification) => Number(Boolean(b.isPinned)) - Number(Boolean(a.isPinned)) || b.createdAt.localeCompare(a.createdAt);

/** The notifications port over sample data: the server's order (pinned first, newest first), paging, archived hidden, 404 for unknown ids. */
export function previewNotificationsApi(answer: Answer): NotificationsApi {
  let items = previewNotifications();
  const find = (id: string) => items.find((n) => n.id === id) ?? (() => { throw refuse(404, 'Not found'); })();
  return {
    getNotifications: ({ offset = 0, limit = 20 }) =>
      answer(() => structuredClone(items.filter((n) => n.status !== 'archived').sort(order).slice(offset, offset + Math.min(limit, 100)))),
    setStatus: (id, status) => answer(() => void (find(id).status = status)),
    setPin: (id, pin) => answer(() => void (find(id).isPinned = pin === 'pin')),
    markAllRead: () => answer(() => void (items = items.map((n) => (n.status === 'unread' ? { ...n, status: 'read' } : n)))),
  };
}
