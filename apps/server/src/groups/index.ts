// What other domains may use of groups.
export { addUsers, createGroup, deleteGroup, removeUsers, requireGroup, updateGroup, GROUP_MSG } from './service';
export { findGroups, groupViews } from './repo';
export type { GroupView } from './repo';
export { memberGroupsOf } from './member-groups';
export { GROUP_UNIQUE } from './unique';
