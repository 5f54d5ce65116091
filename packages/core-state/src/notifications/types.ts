import type { Notification, NotificationStatus } from '@portico/rest-api/notifications';
import type { ActionState, LoadStatus } from '../shared/status';

/** State of `admin.notifications`: the signed-in user's bell. */
export interface NotificationsState {
  status: LoadStatus;
  error?: string;
  /** Loaded notifications (archived ones are not listed), pinned first, then newest first. */
  items: Notification[];
  /** Page size of each load: 20. */
  pageSize: number;
  /** True while the last page came back full (there may be more). */
  hasMore: boolean;
  /** The last status / pin / mark-all change: its failure message shows in the bell. */
  action: ActionState;
  /** Loads the first page again. */
  load(): Promise<void>;
  /** Appends the next page. */
  loadMore(): Promise<void>;
  setStatus(id: string, status: NotificationStatus): Promise<boolean>;
  pin(id: string): Promise<boolean>;
  unpin(id: string): Promise<boolean>;
  markAllRead(): Promise<boolean>;
}
