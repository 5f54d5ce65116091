export { reachesBelow, scopeOf, ACCESS_TYPES, SUB_MSG } from './access';
export { countChildren } from './repo';
export { SUB_TENANT_UNIQUE } from './unique';
