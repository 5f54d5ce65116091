import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../../test/harness';
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

// Every call must hand the caller's signal to fetch: an aborted signal rejects before anything reaches the server.
describe('notifications calls forward the abort signal', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(() => h.close());

  it.each(Object.entries(calls))('%s', async (_name, fn) => {
    const call = fn as (...args: unknown[]) => Promise<unknown>;
    const args = Array.from({ length: call.length - 2 }, () => ({ id: 'x', actions: [{ type: 't', path: 'p' }], headerProps: [] }));
    const before = h.seen.length;
    await expect(call(h.client(), ...args, { signal: AbortSignal.abort() })).rejects.toMatchObject({ name: 'AbortError' });
    expect(h.seen.length).toBe(before);
  });
});
