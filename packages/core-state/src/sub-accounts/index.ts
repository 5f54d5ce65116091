export { createSubAccountsRestApi } from './api';
export type { SubAccountsApi } from './api';
export { SUB_ACCOUNTS_MESSAGES, SUB_ACCOUNT_SEARCH_PAGE_SIZE, SUB_ACCOUNT_USERS_PAGE_SIZE, createSubAccountsStore } from './store';
export type { AddSubAccountUserInput, SubAccount, SubAccountAccessType, SubAccountUser, SubAccountSearch, SubAccountUsersPage, SubAccountsDialogs, SubAccountsNotice, SubAccountsState } from './types';
export { selectSelectedAccount, selectSelectedPath, selectSubAccountCount, selectSubAccountRows, selectSubAccountUsersPaging } from './selectors';
export type { SubAccountTreeRow } from './selectors';
export { findNode } from './tree';
