import type { InviteLink, InviteUsersBulkResult, TeamRole, UpdateInviteLinkRequest } from '@portico/rest-api/tenants';
import type { TemporaryUsersConfig, User, UserPreset, UserSortKey } from '@portico/rest-api/users';
import type { DialogState, Loadable, LoadStatus } from '../shared/status';

/** Table filters (product-spec §3 user filter statuses). */
export type UsersFilter = UserPreset;

/** What the users table asks the server for; `page` is 0-based. */
export interface UsersQuery {
  page: number;
  /** 20 (product-spec §9). */
  pageSize: number;
  search: string;
  sortBy: UserSortKey;
  order: 'ASC' | 'DESC';
  filter: UsersFilter | null;
}

/** Body of the invite dialog. */
export interface InviteUserInput {
  name: string;
  email: string;
  phoneNumber?: string;
  roleIds: string[];
  /** Makes a temporary user; 0 or absent means permanent. */
  expirationInSeconds?: number;
}

/** Body of the bulk invite dialog: one request per e-mail. */
export interface BulkInviteInput {
  emails: string[];
  roleIds: string[];
  expirationInSeconds?: number;
}

/** Dialogs of the users section; `target` is the user id where one applies. */
export interface UsersDialogs {
  invite: DialogState<undefined>;
  bulkInvite: DialogState<undefined>;
  inviteLink: DialogState<undefined>;
  remove: DialogState<string>;
  disable: DialogState<string>;
  enable: DialogState<string>;
  temporary: DialogState<string>;
  editRoles: DialogState<string>;
}

/** Name of a users dialog. */
export type UsersDialogName = keyof UsersDialogs;

/** The one user the detail view shows (`/admin/users/{id}`). */
export interface OpenedUser {
  /** The id the address names; null when no user is open. */
  id: string | null;
  /** `missing`: no user of this tenant has that id (or it is no user id); `removed`: removed from the detail view. */
  status: 'idle' | 'loading' | 'ready' | 'missing' | 'removed' | 'error';
  /** The user (roles and groups filled in), a copy of the table's row when it came from the current page. */
  user: User | null;
  error?: string;
}

/** State of `admin.users`. */
export interface UsersState {
  query: UsersQuery;
  status: LoadStatus;
  error?: string;
  /** The current page's users (roles and groups filled in). */
  items: User[];
  totalItems: number;
  totalPages: number;
  /** Roles a user may be given (invite and edit-roles dialogs). */
  roles: Loadable<TeamRole[]>;
  dialogs: UsersDialogs;
  /** Outcome of the last bulk invite: e-mails the server took and those it refused. */
  bulkResult: InviteUsersBulkResult | null;
  /** The tenant's invite link (null when there is none). */
  inviteLink: Loadable<InviteLink | null>;
  /** Whether temporary users are offered (the invite dialog's expiration, the "make temporary" action). */
  temporaryConfig: Loadable<TemporaryUsersConfig | null>;
  /** Per-user row actions in flight (resend activation, role change). */
  pending: Record<string, boolean>;
  /** Message of the last failed row action (role change, resend), cleared by the next one. */
  rowError?: string;
  /** Message of the last succeeded row action ("resent"), for a live region. */
  notice?: 'activationResent' | 'rolesUpdated';
  /** The user of the detail view; row actions keep it current as they do the table's rows. */
  opened: OpenedUser;
  /** Opens user `userId`: the current page's copy when it is there, else `GET /users/v1/{userId}`; null closes it. */
  openUser(userId: string | null): Promise<void>;
  /** Loads the page the query describes. */
  load(): Promise<void>;
  setPage(page: number): Promise<void>;
  /** New search text; back to the first page. */
  setSearch(search: string): Promise<void>;
  setSort(sortBy: UserSortKey, order: 'ASC' | 'DESC'): Promise<void>;
  /** New filter (null clears it); back to the first page. */
  setFilter(filter: UsersFilter | null): Promise<void>;
  loadRoles(): Promise<void>;
  loadTemporaryConfig(): Promise<void>;
  openDialog(name: UsersDialogName, userId?: string): void;
  closeDialog(name: UsersDialogName): void;
  /** Invites one user (`POST /users/v2`); reloads the table on success. */
  invite(input: InviteUserInput): Promise<boolean>;
  /** Invites several e-mails; `bulkResult` holds the allowed and unallowed ones. */
  bulkInvite(input: BulkInviteInput): Promise<boolean>;
  loadInviteLink(): Promise<void>;
  /** Creates the invite link (expires after 43200 minutes unless told otherwise). */
  createInviteLink(body?: UpdateInviteLinkRequest): Promise<boolean>;
  updateInviteLink(body: UpdateInviteLinkRequest): Promise<boolean>;
  deleteInviteLink(): Promise<boolean>;
  resendActivation(userId: string): Promise<boolean>;
  /** Sets a user's roles at once (optimistic; restored on failure). An empty list removes every role. */
  changeRoles(userId: string, roleIds: string[]): Promise<boolean>;
  disableUser(userId: string): Promise<boolean>;
  enableUser(userId: string): Promise<boolean>;
  /** Removes the user from the tenant. */
  removeUser(userId: string): Promise<boolean>;
  /** Makes the user temporary, expiring after `expirationInSeconds`. */
  setTemporary(userId: string, expirationInSeconds: number): Promise<boolean>;
  /** Makes a temporary user permanent. */
  setPermanent(userId: string): Promise<boolean>;
}
