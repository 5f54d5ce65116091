import type { MemberGroupsLoader } from '../team';
import { groupsOfUsers } from './repo';

/** Each member's groups as the users lists show them (app.ts hands it to the team domain). */
export const memberGroupsOf: MemberGroupsLoader = async (db, tenantId, userIds) => {
  const byUser = await groupsOfUsers(db, tenantId, userIds);
  return new Map([...byUser].map(([userId, groups]) => [userId, groups.map((g) => ({ id: g.id, name: g.name, color: g.color ?? null }))]));
};
