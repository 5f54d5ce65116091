import { useId } from 'react';
import type { NotificationsState } from '@portico/core-state/admin';
import { useAdmin } from '../context';
import { useFormatter } from '../components/format';

type Item = NotificationsState['items'][number];

const ACTION = 'portico-admin-notifications__action cursor-pointer rounded border border-current/30 bg-transparent px-2 py-0.5 text-xs';

/** One notification: title, text, time, and read / pin buttons described by its title. */
export function NotificationItem({ item }: { item: Item }) {
  const { admin, strings } = useAdmin();
  const dates = useFormatter();
  const s = strings.notifications;
  const titleId = useId();
  const store = admin.notifications.getState();
  const unread = item.status === 'unread';
  return (
    <li
      className="portico-admin-notifications__item flex flex-col gap-1 border-b border-current/10 px-3 py-2 last:border-b-0"
      data-status={item.status}
      data-pinned={item.isPinned || undefined}
      data-severity={item.severity}
    >
      <div className="flex items-start justify-between gap-2">
        <p id={titleId} className={`portico-admin-notifications__title m-0 ${unread ? 'font-semibold' : 'font-normal'}`}>{item.title}</p>
        <span className="flex shrink-0 gap-1 text-xs">
          {unread && <span className="portico-admin-badge" data-badge="unread">{s.unreadBadge}</span>}
          {item.isPinned && <span className="portico-admin-badge" data-badge="pinned">{s.pinned}</span>}
        </span>
      </div>
      {item.body && <p className="portico-admin-notifications__body portico-admin-muted m-0 text-sm">{item.body}</p>}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <time className="portico-admin-notifications__time portico-admin-muted text-xs" dateTime={item.createdAt}>{dates.dateTime(item.createdAt)}</time>
        <span className="flex gap-1">
          <button type="button" className={ACTION} data-action={unread ? 'read' : 'unread'} aria-describedby={titleId}
            onClick={() => void store.setStatus(item.id, unread ? 'read' : 'unread')}>
            {unread ? s.actionRead : s.actionUnread}
          </button>
          <button type="button" className={ACTION} data-action={item.isPinned ? 'unpin' : 'pin'} aria-describedby={titleId}
            onClick={() => void (item.isPinned ? store.unpin(item.id) : store.pin(item.id))}>
            {item.isPinned ? s.actionUnpin : s.actionPin}
          </button>
        </span>
      </div>
    </li>
  );
}
