export { createUsersRestApi } from './api';
export type { UsersApi } from './api';
export { USERS_MESSAGES, createUsersStore } from './store';
export { INACTIVE_USER_SECONDS, USERS_TABLE_PAGE_SIZE, initialUsersQuery, toListQuery } from './query';
export type {
  BulkInviteInput,
  InviteUserInput,
  OpenedUser,
  UsersDialogName,
  UsersDialogs,
  UsersFilter,
  UsersQuery,
  UsersState,
} from './types';
export { inviteLinkUrl, selectKnownUserRows, selectOpenedUserRow, selectUserRows, selectUsersDialogOpen, selectUsersPaging, toUserRow } from './selectors';
export type { UserRow } from './selectors';
