export { createRolesRestApi } from './api';
export type { RolesApi } from './api';
export { createRolesStore } from './store';
export { ROLES_MESSAGES, assignmentOf, resolvePermissionIds, roleKeyOf } from './rules';
export type { MatrixCategory, MatrixCell, MatrixRow, RoleInput, RolesDialogs, RolesState } from './types';
export { selectDefaultRole, selectPermissionMatrix, selectRoles, selectRolesReady } from './selectors';
