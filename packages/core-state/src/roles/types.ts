import type { Permission, PermissionAssignmentType, PermissionCategory, Role } from '@portico/rest-api/roles';
import type { ActionState, DialogState, Loadable } from '../shared/status';

/** Body of the create/edit role dialog. */
export interface RoleInput {
  name: string;
  /** Derived from the name when absent (lower-case, dashes). */
  key?: string;
  description?: string;
  isDefault?: boolean;
  /** The role's permissions; ALWAYS permissions are added and NEVER ones refused. */
  permissionIds?: string[];
}

/** One cell of the permission matrix: a permission for a role. */
export interface MatrixCell {
  roleId: string;
  checked: boolean;
  /** False for NEVER (cannot be given) and ALWAYS (cannot be taken) permissions. */
  editable: boolean;
}

/** One row of the permission matrix. */
export interface MatrixRow {
  permission: Permission;
  assignmentType: PermissionAssignmentType;
  cells: MatrixCell[];
}

/** One category of the permission matrix (permissions without a category go to an "other" group, id ''). */
export interface MatrixCategory {
  category: PermissionCategory;
  rows: MatrixRow[];
}

/** Dialogs of the roles section; `target` is the role id where one applies. */
export interface RolesDialogs {
  create: DialogState<undefined>;
  edit: DialogState<string>;
  remove: DialogState<string>;
  /** The permission editor of one role. */
  permissions: DialogState<string>;
}

/** State of `admin.roles`. */
export interface RolesState {
  roles: Loadable<Role[]>;
  permissions: Loadable<Permission[]>;
  categories: Loadable<PermissionCategory[]>;
  dialogs: RolesDialogs;
  /** Making a role the default from its row (no dialog): its failure is shown above the table. */
  defaultChange: ActionState;
  /** Loads roles, permissions and categories together. */
  load(): Promise<void>;
  openDialog(name: keyof RolesDialogs, roleId?: string): void;
  closeDialog(name: keyof RolesDialogs): void;
  createRole(input: RoleInput): Promise<boolean>;
  updateRole(roleId: string, input: Partial<RoleInput>): Promise<boolean>;
  deleteRole(roleId: string): Promise<boolean>;
  /** Makes the role the default one (given to new users); the previous default stops being it. */
  setDefaultRole(roleId: string): Promise<boolean>;
  /** Replaces the role's permissions (ALWAYS ones kept, NEVER ones refused locally). */
  setRolePermissions(roleId: string, permissionIds: string[]): Promise<boolean>;
}
