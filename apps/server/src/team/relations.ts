import type { Db } from '../db/connect';

/** A group as the member lists show it. */
export interface MemberGroup {
  id: string;
  name: string;
  color?: string | null;
}

/** Loads the groups of the given users in one tenant. */
export type MemberGroupsLoader = (db: Db, tenantId: string, userIds: string[]) => Promise<Map<string, MemberGroup[]>>;

/** Where a member's account comes from, as the users list shows it. */
export interface MemberSource {
  provider: 'local' | 'saml' | 'google' | 'github' | 'facebook' | 'microsoft' | 'scim2' | 'slack';
  managedBy: string;
}

/** Loads the sources of the given users in one tenant; users left out are local. */
export type MemberSourceLoader = (db: Db, tenantId: string, userIds: string[]) => Promise<Map<string, MemberSource>>;

/** What member lists read from other domains; app.ts composes it from the modules' offers (no registry). */
export interface MemberRelations {
  groups: MemberGroupsLoader;
  /** In module order: a later loader wins for a member two of them know (SSO first, then SCIM). */
  sources: readonly MemberSourceLoader[];
}

/** Groups of the given users in the tenant. */
export const memberGroups = (members: MemberRelations, db: Db, tenantId: string, userIds: string[]): Promise<Map<string, MemberGroup[]>> =>
  (userIds.length ? members.groups(db, tenantId, userIds) : Promise.resolve(new Map()));

/** Sources of the given users (every loader, in order; later ones win). */
export async function memberSources(members: MemberRelations, db: Db, tenantId: string, userIds: string[]): Promise<Map<string, MemberSource>> {
  const out = new Map<string, MemberSource>();
  if (!userIds.length) return out;
  for (const load of members.sources) for (const [id, s] of await load(db, tenantId, userIds)) out.set(id, s);
  return out;
}
