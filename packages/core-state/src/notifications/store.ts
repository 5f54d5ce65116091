import type { Notification } from '@portico/rest-api/notifications';
import type { StoreApi } from 'zustand/vanilla';
import { adminErrorMessage } from '../shared/status';
import { createFlowStore, type Recipe } from '../shared/store';
import type { NotificationsApi } from './api';
import type { NotificationsState } from './types';

/** Notifications loaded per page (the server's default page). */
export const NOTIFICATIONS_PAGE_SIZE = 20;

// Pinned first, then newest first: the server's order, kept after a local pin or unpin.
const order = (a: Notification, b: Notification) =>
  Number(Boolean(b.isPinned)) - Number(Boolean(a.isPinned)) || b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id);

/** Creates the notifications store: the user's bell list, read state, pins. */
export function createNotificationsStore(deps: { api: NotificationsApi }): StoreApi<NotificationsState> {
  const { api } = deps;
  return createFlowStore<NotificationsState>((set, get) => {
    // Local changes made while a page was loading: that page may predate them, so it is dropped, not shown.
    let edits = 0;
    const page = async (offset: number) => {
      const at = edits;
      set((s) => ((s.status = 'loading'), (s.error = undefined)));
      try {
        const items = await api.getNotifications({ offset, limit: NOTIFICATIONS_PAGE_SIZE });
        if (at !== edits) return set((s) => void (s.status = 'ready'));
        set((s) => {
          const known = offset === 0 ? [] : s.items.filter((n) => !items.some((m) => m.id === n.id));
          s.items = [...known, ...items];
          s.hasMore = items.length === NOTIFICATIONS_PAGE_SIZE;
          s.status = 'ready';
        });
      } catch (error) {
        set((s) => ((s.status = 'error'), (s.error = adminErrorMessage(error))));
      }
    };
    // The change shows at once and is undone if the server refuses it.
    const change = async (call: () => Promise<void>, recipe: Recipe<NotificationsState>) => {
      const before = get().items;
      edits += 1;
      set((s) => ((s.action = { status: 'loading' }), recipe(s), s.items.sort(order)));
      try {
        await call();
        set((s) => void (s.action = { status: 'success' }));
        return true;
      } catch (error) {
        set((s) => ((s.items = before as Notification[]), (s.action = { status: 'error', error: adminErrorMessage(error) })));
        return false;
      }
    };
    const patch = (id: string, fields: Partial<Notification>): Recipe<NotificationsState> => (s) => {
      const n = s.items.find((x) => x.id === id);
      if (n) Object.assign(n, fields);
    };
    return {
      status: 'idle',
      items: [],
      pageSize: NOTIFICATIONS_PAGE_SIZE,
      hasMore: false,
      action: { status: 'idle' },
      load: () => page(0),
      loadMore: () => page(get().items.length),
      setStatus: (id, status) =>
        change(() => api.setStatus(id, status), status === 'archived' ? (s) => void (s.items = s.items.filter((n) => n.id !== id)) : patch(id, { status })),
      pin: (id) => change(() => api.setPin(id, 'pin'), patch(id, { isPinned: true })),
      unpin: (id) => change(() => api.setPin(id, 'unpin'), patch(id, { isPinned: false })),
      markAllRead: () =>
        change(() => api.markAllRead(), (s) => s.items.forEach((n) => void (n.status === 'unread' && (n.status = 'read')))),
    };
  });
}
