// What other domains may use of tenant membership administration.
export { removeMember, setDisabled } from './service';
export { registerMemberSourceLoader } from './member-source-hook';
export type { MemberSource, MemberSourceLoader } from './member-source-hook';
export { refuseNul, requireMember, userIdParam } from './service';
export { registerMemberGroupsLoader } from './groups-hook';
export type { MemberGroup, MemberGroupsLoader } from './groups-hook';
