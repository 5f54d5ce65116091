export { reachesBelow, scopeOf, ACCESS_TYPES, SUB_MSG } from './access';
export { countChildren } from './repo';
export { HIERARCHY_READ, HIERARCHY_WRITE } from './permissions';
export { SUB_TENANT_UNIQUE } from './unique';
