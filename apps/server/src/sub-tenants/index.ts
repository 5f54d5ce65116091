export { subTenantRoutes, HIERARCHY_READ, HIERARCHY_WRITE } from './routes';
export { subTenantUserRoutes } from './user-routes';
export { reachesBelow, scopeOf, ACCESS_TYPES, SUB_MSG } from './access';
export { countChildren } from './repo';
