import type { Db } from '../db/connect';
import { insertNotifications, tenantAdminIds, type NewNotification, type NotificationRow } from './repo';

/** Who gets a notification: given users, or the tenant's admins (optionally all but the one who acted). */
export type Recipients = { userIds: string[] } | { admins: true; except?: string };

/** Bell page sizes: the default and the most one page may hold. */
export const NOTIFICATIONS_PAGE = { default: 20, max: 100 } as const;

/**
 * Creates a notification for each recipient in the tenant. Domains call it after a security-relevant change that a
 * user should see in their bell (their role changed, their sessions were ended, a policy changed…).
 */
export async function notify(deps: { db: Db }, to: Recipients, n: NewNotification): Promise<void> {
  const ids = 'userIds' in to ? to.userIds : (await tenantAdminIds(deps.db, n.tenantId)).filter((id) => id !== to.except);
  await insertNotifications(deps.db, [...new Set(ids)], n);
}

/** Severities a notification may carry, in rising order of attention. */
export const NOTIFICATION_SEVERITIES = ['info', 'success', 'warning', 'error'] as const;
const SEVERITIES = new Set<string>(NOTIFICATION_SEVERITIES);

/** A notification as `GET /notification` answers it (the shape of `@portico/rest-api`'s Notification). */
export interface NotificationView {
  id: string;
  title: string;
  body?: string;
  severity?: 'info' | 'warning' | 'error' | 'success';
  status: 'read' | 'unread' | 'archived';
  isPinned: boolean;
  url?: string;
  createdAt: string;
}

/** A row as `GET /notification` answers it. */
export function notificationView(r: NotificationRow): NotificationView {
  return {
    id: r.id, title: r.title, ...(r.body ? { body: r.body } : {}),
    ...(SEVERITIES.has(r.severity) ? { severity: r.severity as NotificationView['severity'] } : {}),
    status: r.status as NotificationView['status'], isPinned: r.pinned, ...(r.url ? { url: r.url } : {}),
    createdAt: r.created_at.toISOString(),
  };
}
