// The roles domain as other domains use it.
export { hasPermission, keyMatches } from './permissions';
export { resolveRoleIds, setUserRoles, isTenantDefaultSql, grantsOf, listRoles } from './repo';
export { isUuid, pathId, refuseBadText, bodyIds } from './guard';
export { defaultRoleIds } from './service';
export { ROLE_UNIQUE } from './unique';
export { roleView } from './view';
export type { RoleView } from './view';
