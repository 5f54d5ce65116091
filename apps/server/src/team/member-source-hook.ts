import type { Db } from '../db/connect';

/** Where a member's account comes from, as the users list shows it. */
export interface MemberSource {
  provider: 'local' | 'saml' | 'google' | 'github' | 'facebook' | 'microsoft' | 'scim2' | 'slack';
  managedBy: string;
}

/** Loads the sources of the given users in one tenant; users left out are local. */
export type MemberSourceLoader = (db: Db, tenantId: string, userIds: string[]) => Promise<Map<string, MemberSource>>;

const loaders: MemberSourceLoader[] = [];

/** app.ts calls this at start-up with each provisioning domain's loader (SSO, SCIM), so member lists show who manages each member. */
export function registerMemberSourceLoader(next: MemberSourceLoader): void {
  if (!loaders.includes(next)) loaders.push(next);
}

/** Sources of the given users (every registered loader; later ones win). */
export async function memberSources(db: Db, tenantId: string, userIds: string[]): Promise<Map<string, MemberSource>> {
  const out = new Map<string, MemberSource>();
  if (!userIds.length) return out;
  for (const load of loaders) for (const [id, s] of await load(db, tenantId, userIds)) out.set(id, s);
  return out;
}
