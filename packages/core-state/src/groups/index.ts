export { createGroupsRestApi } from './api';
export type { GroupsApi } from './api';
export { GROUPS_MESSAGES, GROUPS_PAGE_SIZE, createGroupsStore } from './store';
export type { GroupInput, GroupsDialogs, GroupsState } from './types';
export { selectGroup, selectGroupsPage, selectGroupsPageCount } from './selectors';
