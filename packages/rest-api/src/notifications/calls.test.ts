import { expect } from 'vitest';
import { checkAbortForwarding } from '../../test/abort';
import { runCatalogue } from '../../test/catalogue';
import * as calls from './calls';

const BASE = '/frontegg/notification';
const item = { id: 'n1', title: 'Welcome', status: 'unread', createdAt: '2024-05-01T00:00:00Z' };

runCatalogue('notifications', calls, {
  getNotifications: {
    call: (c) => calls.getNotifications(c, { offset: 20, limit: 10 }),
    replies: [{ body: [item] }],
    expect: { method: 'GET', path: BASE, query: { offset: '20', limit: '10' } },
    result: (r) => expect(r).toEqual([item]),
  },
  updateNotificationStatus: {
    call: (c) => calls.updateNotificationStatus(c, { notificationId: 'n1', status: 'read' }),
    replies: [{ status: 204 }],
    expect: { method: 'PUT', path: `${BASE}/status`, body: { notificationId: 'n1', status: 'read' } },
  },
  updateNotificationPinStatus: {
    call: (c) => calls.updateNotificationPinStatus(c, 'unpin', { notificationId: 'n1' }),
    replies: [{ status: 204 }],
    expect: { method: 'PUT', path: `${BASE}/unpin`, body: { notificationId: 'n1' } },
  },
  markAllNotificationsRead: {
    call: (c) => calls.markAllNotificationsRead(c),
    replies: [{ status: 204 }],
    expect: { method: 'POST', path: `${BASE}/status/mark-all-read` },
    result: (r) => expect(r).toBeUndefined(),
  },
});

checkAbortForwarding('notifications', calls);
