// The notifications catalogue cases: used by src/notifications/calls.test.ts (request shapes) and by the contract suite (tests/contract).
import { expect } from 'vitest';
import type { CatalogueCase } from '../catalogue';
import * as calls from '../../src/notifications/calls';

const BASE = '/frontegg/notification';
const item = { id: 'n1', title: 'Welcome', status: 'unread', createdAt: '2024-05-01T00:00:00Z' };

export { calls };

/** One invocation of every exported call of the domain, with what it must send. */
export const cases: Record<keyof typeof calls, CatalogueCase> = {
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
};
