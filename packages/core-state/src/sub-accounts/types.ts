import type { SubAccountAccessType, SubTenantUser, TeamRole, Tenant } from '@portico/rest-api/tenants';
import type { DialogState, Loadable, LoadStatus } from '../shared/status';

/** An account of the hierarchy (`children` when read as a tree). */
export type SubAccount = Tenant;
/** A user of a sub-account with their roles there. */
export type SubAccountUser = SubTenantUser;
/** How an account's users reach the accounts below it. */
export type { SubAccountAccessType };

/** Dialogs of the sub-accounts section. `target`: the parent id (create), the account id (rename, remove, addUser), the user id (removeUser, editRoles). */
export interface SubAccountsDialogs {
  create: DialogState<string>;
  rename: DialogState<string>;
  remove: DialogState<string>;
  addUser: DialogState<string>;
  removeUser: DialogState<string>;
  editRoles: DialogState<string>;
}

/** Successful dialog outcomes the section announces. */
export type SubAccountsNotice = 'created' | 'renamed' | 'deleted' | 'userAdded' | 'userRemoved' | 'rolesSaved';

/** Users of the selected account, one page. */
export interface SubAccountUsersPage {
  status: LoadStatus;
  error?: string;
  items: SubTenantUser[];
  /** 0-based. */
  page: number;
  /** 10 (product-spec §9: selected account users 10). */
  pageSize: number;
  totalItems: number;
  totalPages: number;
}

/** Sub-account search (50 per page, product-spec §9). */
export interface SubAccountSearch {
  text: string;
  status: LoadStatus;
  error?: string;
  items: Tenant[];
  totalItems: number;
}

/** Input of the add-user dialog. */
export interface AddSubAccountUserInput {
  email: string;
  name?: string;
  roleIds?: string[];
  /** Off unless asked (product-spec §5: sub-account users default allowSubAccountAccess false). */
  allowSubAccountAccess?: boolean;
}

/** State of `admin.subAccounts`. */
export interface SubAccountsState {
  /** The signed-in account with its sub-accounts as `children`. */
  tree: Loadable<Tenant | null>;
  /** The account whose users are shown; the root after load. */
  selectedId: string | null;
  users: SubAccountUsersPage;
  search: SubAccountSearch;
  roles: Loadable<TeamRole[]>;
  dialogs: SubAccountsDialogs;
  /** Inline switches in flight, by tenant id or user id. */
  pending: Record<string, boolean>;
  /** What the last dialog did on success (for a polite announcement); cleared when a dialog opens. */
  notice?: SubAccountsNotice;
  /** Failure of an inline switch (reseller, access type, user access). */
  rowError?: string;
  /** Loads the tree and selects its root. */
  load(): Promise<void>;
  /** Selects an account and loads its users from page 0. */
  select(tenantId: string): Promise<void>;
  setUsersPage(page: number): Promise<void>;
  /** Searches sub-accounts by name; an empty text clears the results without a call. */
  searchAccounts(text: string): Promise<boolean>;
  loadRoles(): Promise<void>;
  openDialog(name: keyof SubAccountsDialogs, target?: string): void;
  closeDialog(name: keyof SubAccountsDialogs): void;
  createSubAccount(input: { name: string; parentTenantId: string }): Promise<boolean>;
  renameSubAccount(tenantId: string, name: string): Promise<boolean>;
  deleteSubAccount(tenantId: string): Promise<boolean>;
  setReseller(tenantId: string, isReseller: boolean): Promise<boolean>;
  setAccessType(tenantId: string, type: SubAccountAccessType): Promise<boolean>;
  /** Adds a user to the selected account. */
  addUser(input: AddSubAccountUserInput): Promise<boolean>;
  removeUser(userId: string): Promise<boolean>;
  /** Makes the user's roles in the selected account exactly `roleIds` (adds and takes back the difference). */
  setUserRoles(userId: string, roleIds: string[]): Promise<boolean>;
  setUserAccess(userId: string, allow: boolean): Promise<boolean>;
}
