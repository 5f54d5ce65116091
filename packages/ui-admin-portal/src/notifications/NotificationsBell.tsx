import { useEffect, useId, useRef, useState } from 'react';
import { hasPermission } from '@portico/entitlements';
import { selectUnreadCount } from '@portico/core-state/admin';
import { useStore } from '@portico/core-state/react';
import { useAdmin } from '../context';
import { countText, format } from '../localization';
import { NotificationItem } from './NotificationItem';

/** The permission the bell needs (spec §6: fe.connectivity bell notifications). */
export const BELL_PERMISSION = 'fe.connectivity.read.bellNotifications';

/**
 * The notifications bell: unread count, and a panel listing the user's notifications; shown only with the bell
 * permission. `ready` (default true): load only once the first section is on screen, so the bell never delays it.
 */
export function NotificationsBell({ ready = true }: { ready?: boolean }) {
  const { permissions } = useAdmin();
  return hasPermission(permissions, BELL_PERMISSION) ? <Bell ready={ready} /> : null;
}

function Bell({ ready }: { ready: boolean }) {
  const { admin, strings } = useAdmin();
  const s = strings.notifications;
  const store = admin.notifications;
  const items = useStore(store, (st) => st.items);
  const status = useStore(store, (st) => st.status);
  const error = useStore(store, (st) => st.error ?? st.action.error);
  const hasMore = useStore(store, (st) => st.hasMore);
  const unread = useStore(store, selectUnreadCount);
  const [open, setOpen] = useState(false);
  const wrap = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const headingId = useId();
  useEffect(() => void (ready && store.getState().load()), [store, ready]);
  // A click outside or Escape anywhere closes the panel, as any disclosure; Escape gives focus back to the bell.
  useEffect(() => {
    if (!open) return undefined;
    const away = (e: PointerEvent) => !wrap.current?.contains(e.target as Node) && setOpen(false);
    const escape = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('pointerdown', away);
    document.addEventListener('keydown', escape);
    return () => {
      document.removeEventListener('pointerdown', away);
      document.removeEventListener('keydown', escape);
    };
  }, [open]);
  const toggle = () => {
    // Opening shows what the server holds now.
    if (!open) void store.getState().load();
    setOpen(!open);
  };
  return (
    <div ref={wrap} className="portico-admin-notifications relative mb-3">
      <button
        ref={button}
        type="button"
        className="portico-admin-notifications__bell portico-admin-nav-item relative flex items-center gap-2"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={toggle}
      >
        <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" className="size-5 fill-none stroke-current stroke-2">
          <path d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9M10.3 21a1.94 1.94 0 0 0 3.4 0" />
        </svg>
        {/* The name is the visible word plus a hidden count, so what is seen is part of what is heard. */}
        <span>{s.bell}</span>
        {unread > 0 && <span className="portico-visually-hidden">{format(s.bellUnreadSuffix, { count: String(unread) })}</span>}
        {unread > 0 && (
          <span aria-hidden="true" className="portico-admin-notifications__count ms-auto rounded-full bg-red-700 px-2 text-xs font-bold text-white">{unread}</span>
        )}
      </button>
      {open && (
        <section
          id={panelId}
          aria-labelledby={headingId}
          className="portico-admin-notifications__panel portico-admin-card absolute start-0 top-full z-20 mt-1 flex max-h-[28rem] w-80 max-w-[calc(100vw-1rem)] flex-col overflow-auto p-0 shadow-lg"
        >
          <div className="flex items-center justify-between gap-2 border-b border-current/10 px-3 py-2">
            <h2 id={headingId} className="portico-admin-notifications__heading m-0 text-base font-semibold">{s.title}</h2>
            <button type="button" className="portico-admin-notifications__mark-all cursor-pointer border-0 bg-transparent text-sm underline"
              onClick={() => void store.getState().markAllRead()}>
              {s.markAllRead}
            </button>
          </div>
          {error && <p className="portico-admin-error m-0 px-3 py-2 text-sm" role="alert">{error}</p>}
          {items.length > 0 ? (
            <ul className="portico-admin-notifications__list m-0 list-none p-0">
              {items.map((n) => <NotificationItem key={n.id} item={n} />)}
            </ul>
          ) : (
            status === 'ready' && <p className="portico-admin-notifications__empty portico-admin-muted m-0 px-3 py-4 text-sm">{s.empty}</p>
          )}
          {hasMore && (
            <button type="button" className="portico-admin-notifications__more cursor-pointer border-0 bg-transparent px-3 py-2 text-sm underline" onClick={() => void store.getState().loadMore()}>
              {s.loadMore}
            </button>
          )}
        </section>
      )}
      <span className="portico-admin-notifications__live portico-visually-hidden" role="status" aria-live="polite">
        {status === 'idle' || (status === 'loading' && !items.length) ? '' : unread ? countText(unread, s.unread, s.unreadOne) : s.allRead}
      </span>
    </div>
  );
}
