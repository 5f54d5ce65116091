import type { Db } from '../db/connect';
import type { SessionRow, UserRow } from '../db/schema';
import { grantsOf } from '../roles/repo';
import { ACR_MFA, ACR_PASSWORD, type AccessClaims } from '../tokens/access';
import { tenantsOfUser } from '../users/repo';

/** Token claims of a session: the user's grants in the session's tenant. */
export async function claimsFor(db: Db, user: Pick<UserRow, 'id' | 'email' | 'name'>, session: SessionRow): Promise<AccessClaims> {
  const [tenants, grants] = await Promise.all([tenantsOfUser(db, user.id), grantsOf(db, user.id, session.tenant_id)]);
  const amr = session.amr as string[];
  return {
    sub: user.id,
    email: user.email,
    name: user.name,
    tenantId: session.tenant_id,
    tenantIds: tenants.map((t) => t.id),
    roles: grants.roles.map((r) => r.key),
    permissions: grants.permissions.map((p) => p.key),
    amr,
    acr: amr.includes('mfa') ? ACR_MFA : ACR_PASSWORD,
    auth_time: Math.floor(session.auth_time.getTime() / 1000),
    sid: session.id,
  };
}
