import type { Db } from '../db/connect';
import { removeMember, setDisabled } from '../team';
import { attachAccount, FOREIGN_ACCOUNT_MSG } from '../access';
import { isApiError } from '../http/errors';
import { createUser, findUserByEmail } from '../users';
import { membership } from '../membership';
import {
  deleteScimUser, getScimMember, hasOtherTenants, insertScimUser, listScimMembers, updateAccount, updateScimUser, type ConnectionRow, type ScimMemberRow,
} from './repo';
import { ScimError, SCIM_MSG, URN } from './scim-http';
import type { UserState } from './user-state';

/** Where SCIM calls of one connection act: its tenant, the vendor and the base URL for `meta.location`. */
export interface ScimScope {
  db: Db;
  vendorId: string;
  connection: ConnectionRow;
  base: string;
}

/** The stored user as SCIM state. */
export const stateOf = (r: ScimMemberRow): UserState => ({
  userName: r.user_name, externalId: r.external_id, displayName: r.name, givenName: r.given_name, familyName: r.family_name, email: r.email, active: !r.disabled_at,
});

/** RFC 7643 §4.1 User resource. */
export function toScimUser(r: ScimMemberRow, base: string) {
  const formatted = [r.given_name, r.family_name].filter(Boolean).join(' ');
  return {
    schemas: [URN.user], id: r.user_id, ...(r.external_id ? { externalId: r.external_id } : {}), userName: r.user_name,
    name: { ...(r.given_name ? { givenName: r.given_name } : {}), ...(r.family_name ? { familyName: r.family_name } : {}), ...(formatted ? { formatted } : {}) },
    ...(r.name ? { displayName: r.name } : {}), emails: [{ value: r.email, type: 'work', primary: true }], active: !r.disabled_at,
    meta: { resourceType: 'User', created: r.created_at.toISOString(), lastModified: r.updated_at.toISOString(), location: `${base}/Users/${r.user_id}` },
  };
}

/** The tenant's provisioned user, or a SCIM 404 (another tenant's user is indistinguishable from an unknown id). */
export async function requireScimUser(s: ScimScope, id: string): Promise<ScimMemberRow> {
  const row = await getScimMember(s.db, s.connection.tenant_id, id);
  if (!row) throw new ScimError(404, SCIM_MSG.userNotFound);
  return row;
}

export const listScimUsers = (s: ScimScope) => listScimMembers(s.db, s.connection.tenant_id);

async function userNameFree(s: ScimScope, userName: string, exceptUserId?: string): Promise<void> {
  const taken = (await listScimMembers(s.db, s.connection.tenant_id))
    .some((m) => m.user_id !== exceptUserId && m.user_name.toLowerCase() === userName.toLowerCase());
  if (taken) throw new ScimError(409, SCIM_MSG.userNameTaken, 'uniqueness');
}

/**
 * Provisions a user into the connection's tenant (provider scim2): a new account, or an existing account whose e-mail
 * is in a domain the tenant verified (access/attach.ts). Any other existing account is refused: it joins another
 * tenant only by its owner accepting an invitation. A member the tenant already has outside SCIM is a uniqueness
 * conflict, never taken over.
 */
export async function createScimUser(s: ScimScope, st: UserState): Promise<ScimMemberRow> {
  const tenantId = s.connection.tenant_id;
  await userNameFree(s, st.userName);
  const userId = await s.db.transaction().execute(async (tx) => {
    const existing = await findUserByEmail(tx, s.vendorId, st.email);
    if (existing && (await membership(tx, existing.id, tenantId))) throw new ScimError(409, SCIM_MSG.userNameTaken, 'uniqueness');
    const user = existing ?? (await createUser(tx, { vendorId: s.vendorId, email: st.email, name: st.displayName, verified: true }));
    await attachAccount(tx, user.id, tenantId, existing ? { how: 'verified-domain', email: st.email } : { how: 'new-account' }).catch((e: unknown) => {
      if (isApiError(e) && e.code === 'ACCOUNT_NOT_ATTACHABLE') throw new ScimError(409, FOREIGN_ACCOUNT_MSG, 'uniqueness');
      throw e;
    });
    await insertScimUser(tx, {
      tenant_id: tenantId, user_id: user.id, connection_id: s.connection.id, user_name: st.userName, external_id: st.externalId,
      given_name: st.givenName, family_name: st.familyName,
    });
    if (!st.active) await setDisabled(tx, user.id, tenantId, true);
    return user.id;
  });
  return requireScimUser(s, userId);
}

/** Writes the new state of a provisioned user; what changed is returned for the audit row. */
export async function saveScimUser(s: ScimScope, row: ScimMemberRow, next: UserState): Promise<{ user: ScimMemberRow; changed: string[] }> {
  const tenantId = s.connection.tenant_id;
  const before = stateOf(row);
  const changed = (Object.keys(next) as (keyof UserState)[]).filter((k) => next[k] !== before[k]);
  if (!changed.length) return { user: row, changed };
  if (next.userName !== before.userName) await userNameFree(s, next.userName, row.user_id);
  const shared = await hasOtherTenants(s.db, row.user_id, tenantId);
  // Another account's owner keeps their e-mail: one tenant's directory cannot rename a shared login.
  if (next.email !== before.email && shared) throw new ScimError(400, SCIM_MSG.sharedAccount, 'mutability');
  if (next.email !== before.email) {
    const other = await findUserByEmail(s.db, s.vendorId, next.email);
    if (other && other.id !== row.user_id) throw new ScimError(409, SCIM_MSG.userNameTaken, 'uniqueness');
  }
  await s.db.transaction().execute(async (tx) => {
    const account = { ...(next.email !== before.email ? { email: next.email } : {}), ...(next.displayName !== before.displayName && !shared ? { name: next.displayName } : {}) };
    if (Object.keys(account).length) await updateAccount(tx, row.user_id, account);
    await updateScimUser(tx, tenantId, row.user_id, { user_name: next.userName, external_id: next.externalId, given_name: next.givenName, family_name: next.familyName });
    // Disabling reuses the users domain's rule: no login or refresh into the tenant, its sessions end at once.
    if (next.active !== before.active) await setDisabled(tx, row.user_id, tenantId, !next.active);
  });
  return { user: await requireScimUser(s, row.user_id), changed };
}

/** Deprovisions: the member leaves the tenant (an account left in no tenant is deleted). */
export async function deleteScimUserFully(s: ScimScope, row: ScimMemberRow): Promise<void> {
  await deleteScimUser(s.db, s.connection.tenant_id, row.user_id);
  await removeMember(s.db, row.user_id, s.connection.tenant_id);
}
