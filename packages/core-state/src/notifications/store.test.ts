import { describe, expect, it } from 'vitest';
import { fakeAdminServer, httpError, type AdminHandler } from '../../test/admin-server';
import { createAdminPreviewApi } from '../preview/admin/api';
import { selectHasUnread, selectUnreadCount } from './selectors';
import { createNotificationsStore, NOTIFICATIONS_PAGE_SIZE } from './store';

const n = (i: number, extra: object = {}) => ({ id: `n-${i}`, title: `N${i}`, status: 'unread', isPinned: false, createdAt: new Date(Date.UTC(2026, 0, 1, 0, 60 - i)).toISOString(), ...extra });

function setup(routes: Record<string, AdminHandler> = {}) {
  const all = Array.from({ length: 25 }, (_, i) => n(i));
  const server = fakeAdminServer({
    'GET /notification': (r) => all.slice(Number(r.query.get('offset') ?? 0), Number(r.query.get('offset') ?? 0) + Number(r.query.get('limit') ?? 20)),
    'PUT /notification/status': () => ({}),
    'PUT /notification/*': () => ({}),
    'POST /notification/status/mark-all-read': () => ({}),
    ...routes,
  });
  return { ...server, store: createNotificationsStore({ api: server.api.notifications }) };
}

describe('notifications store', () => {
  it('loads 20 at a time, appends the next page, counts unread', async () => {
    const { store, seen } = setup();
    await store.getState().load();
    expect(seen[0]!.query.get('offset')).toBe('0');
    expect(seen[0]!.query.get('limit')).toBe(String(NOTIFICATIONS_PAGE_SIZE));
    expect(store.getState()).toMatchObject({ status: 'ready', hasMore: true });
    expect(selectUnreadCount(store.getState())).toBe(20);
    await store.getState().loadMore();
    expect(seen[1]!.query.get('offset')).toBe('20');
    expect(store.getState().items).toHaveLength(25);
    expect(store.getState().hasMore).toBe(false);
  });

  it('marks read, pins (pinned first), archives (gone) and marks all read, sending what the server expects', async () => {
    const { store, seen } = setup();
    await store.getState().load();
    expect(await store.getState().setStatus('n-0', 'read')).toBe(true);
    expect(store.getState().items[0]!.status).toBe('read');
    expect(await store.getState().pin('n-5')).toBe(true);
    expect(store.getState().items[0]!.id).toBe('n-5');
    expect(await store.getState().unpin('n-5')).toBe(true);
    expect(store.getState().items[5]!.id).toBe('n-5');
    expect(await store.getState().setStatus('n-1', 'archived')).toBe(true);
    expect(store.getState().items.map((x) => x.id)).not.toContain('n-1');
    expect(await store.getState().markAllRead()).toBe(true);
    expect(selectHasUnread(store.getState())).toBe(false);
    expect(seen.filter((r) => r.method !== 'GET').map((r) => [r.method, r.path, r.body])).toEqual([
      ['PUT', '/notification/status', { notificationId: 'n-0', status: 'read' }],
      ['PUT', '/notification/pin', { notificationId: 'n-5' }],
      ['PUT', '/notification/unpin', { notificationId: 'n-5' }],
      ['PUT', '/notification/status', { notificationId: 'n-1', status: 'archived' }],
      ['POST', '/notification/status/mark-all-read', undefined],
    ]);
  });

  it('undoes a refused change and shows the server\'s message; a failed load shows it too', async () => {
    const { store } = setup({ 'PUT /notification/status': () => { throw httpError(404, 'Not found'); } });
    await store.getState().load();
    expect(await store.getState().setStatus('n-2', 'read')).toBe(false);
    expect(store.getState().items.find((x) => x.id === 'n-2')!.status).toBe('unread');
    expect(store.getState().action).toEqual({ status: 'error', error: 'Not found' });
    const failing = setup({ 'GET /notification': () => { throw httpError(403, 'Forbidden'); } });
    await failing.store.getState().load();
    expect(failing.store.getState()).toMatchObject({ status: 'error', error: 'Forbidden' });
  });

  it('the preview fake answers like the server: pinned first, archived hidden, unknown id refused', async () => {
    const store = createNotificationsStore({ api: createAdminPreviewApi({ delayMs: 0 }).notifications });
    await store.getState().load();
    expect(store.getState().items[0]!.isPinned).toBe(true);
    expect(selectUnreadCount(store.getState())).toBe(2);
    await store.getState().setStatus('notification-1', 'archived');
    await store.getState().load();
    expect(store.getState().items.map((x) => x.id)).not.toContain('notification-1');
    expect(await store.getState().pin('nope')).toBe(false);
    expect(store.getState().action.error).toBe('Not found');
  });
});

describe('notifications store races', () => {
  it('a page that was loading while the user changed something does not undo the change', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((r) => (release = r));
    let calls = 0;
    const { store } = setup({
      'GET /notification': async () => {
        calls += 1;
        if (calls === 2) await gate;
        return [n(0)];
      },
    });
    await store.getState().load();
    const reloading = store.getState().load();
    await store.getState().pin('n-0');
    release();
    await reloading;
    expect(store.getState().items[0]).toMatchObject({ id: 'n-0', isPinned: true });
    expect(store.getState().status).toBe('ready');
  });
});
