// What other domains may use of tenant membership administration.
export { removeMember, setDisabled } from './service';
export { refuseNul, requireMember, userIdParam } from './service';
export type { MemberGroup, MemberGroupsLoader, MemberRelations, MemberSource, MemberSourceLoader } from './relations';
