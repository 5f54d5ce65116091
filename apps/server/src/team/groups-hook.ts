import type { Db } from '../db/connect';

/** A group as the member lists show it. */
export interface MemberGroup {
  id: string;
  name: string;
  color?: string | null;
}

/** Loads the groups of the given users in one tenant. */
export type MemberGroupsLoader = (db: Db, tenantId: string, userIds: string[]) => Promise<Map<string, MemberGroup[]>>;

// Until app.ts hands over the groups domain's loader, every member is in no group.
let loader: MemberGroupsLoader = async () => new Map();

/** app.ts calls this once at start-up with the groups domain's loader, so member lists carry each member's groups. */
export function registerMemberGroupsLoader(next: MemberGroupsLoader): void {
  loader = next;
}

/** Groups of the given users in the tenant (empty lists until a loader is registered). */
export const memberGroups: MemberGroupsLoader = (db, tenantId, userIds) => (userIds.length ? loader(db, tenantId, userIds) : Promise.resolve(new Map()));
