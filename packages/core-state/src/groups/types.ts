import type { Group } from '@portico/rest-api/roles';
import type { DialogState, LoadStatus } from '../shared/status';

/** Body of the create-group dialog. */
export interface GroupInput {
  name: string;
  color?: string;
  /** Sent only when non-empty. */
  description?: string;
  /** Attached after creation, when non-empty. */
  userIds?: string[];
  /** Attached after creation, when non-empty. */
  roleIds?: string[];
}

/** Dialogs of the groups section; `target` is the group id where one applies. */
export interface GroupsDialogs {
  create: DialogState<undefined>;
  edit: DialogState<string>;
  remove: DialogState<string>;
  /** Add or remove users / roles of a group. */
  members: DialogState<string>;
}

/** State of `admin.groups`. */
export interface GroupsState {
  status: LoadStatus;
  error?: string;
  /** Every group of the tenant with its users and roles. */
  items: Group[];
  /** Page shown, 0-based; a reload goes back to page 0. */
  page: number;
  /** 10 (product-spec §9: groups reload pageOffset 0 pageSize 10). */
  pageSize: number;
  dialogs: GroupsDialogs;
  /** Reloads the groups from page 0. */
  load(): Promise<void>;
  setPage(page: number): void;
  openDialog(name: keyof GroupsDialogs, groupId?: string): void;
  closeDialog(name: keyof GroupsDialogs): void;
  createGroup(input: GroupInput): Promise<boolean>;
  /** Edits name, color, description. */
  updateGroup(groupId: string, input: Omit<GroupInput, 'userIds' | 'roleIds'>): Promise<boolean>;
  deleteGroup(groupId: string): Promise<boolean>;
  addUsers(groupId: string, userIds: string[]): Promise<boolean>;
  removeUsers(groupId: string, userIds: string[]): Promise<boolean>;
  addRoles(groupId: string, roleIds: string[]): Promise<boolean>;
  removeRoles(groupId: string, roleIds: string[]): Promise<boolean>;
}
