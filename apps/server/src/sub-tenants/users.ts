import { sql } from 'kysely';
import type { z } from 'zod';
import type { listSubTenantUsersQuerySchema, SubTenantUserToAdd } from '@portico/rest-api/schemas';
import { attachAccount, type Attachment } from '../access';
import { emitJoined } from '../events';
import type { Db } from '../db/connect';
import type { Deps } from '../deps';
import { ApiError, badRequest, forbidden, MSG, notFound } from '../http/errors';
import { sendActivation, sendInvitation } from '../invitations';
import { mfaEnrolledSql } from '../mfa-store';
import { hasPermission, listRoles } from '../roles';
import { createUser, dropTenantless, findUserByEmail, isUniqueViolation, normEmail } from '../users';
import { isUsableMembership, membership } from '../membership';
import { reachesBelow, requireBelow, SUB_MSG, type Scope } from './access';

type ListQuery = z.output<typeof listSubTenantUsersQuerySchema>;
type AddInput = SubTenantUserToAdd;

/** Roles of a sub-tenant by id or key; 400 for an unknown one, 403 for one granting what the caller does not hold. */
export async function checkRoles(db: Db, scope: Scope, held: readonly string[], tenantId: string, wanted: string[]): Promise<string[]> {
  if (!wanted.length) return [];
  const roles = (await listRoles(db, scope.vendorId, tenantId)).filter((r) => wanted.includes(r.id) || wanted.includes(r.key));
  if (roles.length !== new Set(wanted).size) throw badRequest(SUB_MSG.unknownRole);
  const permIds = [...new Set(roles.flatMap((r) => r.permissions))];
  const keys = permIds.length ? (await db.selectFrom('permissions').select('key').where('id', 'in', permIds).execute()).map((p) => p.key) : [];
  if (keys.some((k) => !hasPermission(held, k))) throw forbidden(SUB_MSG.notHeld);
  return roles.map((r) => r.id);
}

const SORT: Record<string, 'u.name' | 'u.email' | 'u.created_at' | 'u.id' | 'u.verified'> = {
  name: 'u.name', email: 'u.email', createdAt: 'u.created_at', id: 'u.id', verified: 'u.verified',
};

/** Users of one sub-account (or of every sub-account the caller reaches), paged, with their roles per sub-account. */
export async function listSubTenantUsers(db: Db, scope: Scope, q: ListQuery) {
  const tenantIds = q._tenantId ? [requireBelow(scope, q._tenantId).id] : scope.below.map((t) => t.id);
  const limit = Math.min(q._limit ?? 20, 200);
  const offset = q._offset ?? 0;
  if (!tenantIds.length) return { items: [], _metadata: { totalItems: 0, totalPages: 0 } };
  let base = db.selectFrom('users as u').where('u.id', 'in', db.selectFrom('user_tenants').select('user_id').where('tenant_id', 'in', tenantIds));
  if (q._filter) {
    const like = `%${q._filter.replace(/[\\%_]/g, '\\$&')}%`;
    // A name is searched only where the account belongs (a pending member's own name is not the caller's to probe).
    base = base.where((eb) => eb.or([eb('u.email', 'ilike', like), eb.and([eb('u.name', 'ilike', like),
      eb.exists(eb.selectFrom('user_tenants as a').select('a.user_id').whereRef('a.user_id', '=', 'u.id').where('a.tenant_id', 'in', tenantIds).where('a.activated', '=', true))])]));
  }
  const total = Number((await base.select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow()).n);
  const order = q._order === 'ASC' ? 'asc' : 'desc';
  const users = await base.select(USER_COLUMNS).select(mfaEnrolled)
    .orderBy(SORT[q._sortBy ?? 'name'] ?? 'u.name', order).orderBy('u.id').limit(limit).offset(offset).execute();
  const items = await usersView(db, scope, users, tenantIds);
  return { items, _metadata: { totalItems: total, totalPages: Math.ceil(total / Math.max(limit, 1)) } };
}

const USER_COLUMNS = ['u.id', 'u.email', 'u.name', 'u.verified', 'u.created_at', 'u.last_login', 'u.profile_picture_url', 'u.metadata'] as const;
const mfaEnrolled = sql<boolean>`${mfaEnrolledSql(sql.ref('u.id'))}`.as('mfa_enrolled');
interface UserBase {
  id: string; email: string; name: string | null; verified: boolean; created_at: Date; last_login: Date | null; profile_picture_url: string | null;
  metadata: unknown; mfa_enrolled: boolean;
}

/** Users with their memberships and roles in the given tenants. */
async function usersView(db: Db, scope: Scope, users: UserBase[], tenantIds: string[]) {
  if (!users.length) return [];
  const ids = users.map((u) => u.id);
  const members = await db.selectFrom('user_tenants').select(['user_id', 'tenant_id', 'allow_sub_account_access', 'activated', 'invited_name'])
    .where('user_id', 'in', ids).where('tenant_id', 'in', tenantIds).orderBy('created_at').execute();
  const roles = await db.selectFrom('user_roles as ur').innerJoin('roles as r', 'r.id', 'ur.role_id').select(['ur.user_id', 'ur.tenant_id', 'r.id', 'r.name', 'r.key'])
    .where('ur.user_id', 'in', ids).where('ur.tenant_id', 'in', tenantIds).orderBy('r.level').orderBy('r.key').execute();
  const typeOf = new Map(scope.below.map((t) => [t.id, t.sub_account_access_type]));
  return users.map((u) => {
    const mine = members.filter((m) => m.user_id === u.id);
    const first = mine[0];
    // Nothing of an account's own profile before it belongs here (SECURITY.md rule 21): a pending member is its e-mail.
    const belongs = mine.some((m) => m.activated);
    const invitedAs = mine.find((m) => m.invited_name)?.invited_name;
    return {
      id: u.id, email: u.email, ...(!belongs && invitedAs ? { name: invitedAs } : {}),
      ...(belongs ? { name: u.name ?? undefined, profilePictureUrl: u.profile_picture_url ?? undefined, verified: u.verified, createdAt: u.created_at.toISOString(),
        ...(u.last_login ? { lastLogin: u.last_login.toISOString() } : {}) } : {}),
      // sub, tenantIds, mfaEnrolled, metadata: the published client's fields (ISubTenantUser); withheld (null) while pending.
      sub: u.id, tenantIds: mine.map((m) => m.tenant_id), mfaEnrolled: belongs ? u.mfa_enrolled : null,
      metadata: belongs ? JSON.stringify(u.metadata ?? {}) : null,
      tenantId: first?.tenant_id, activatedForTenant: first?.activated ?? false,
      // Effective access below the (first listed) sub-account: its access type and the member's flag.
      subAccountAccessAllowed: first ? reachesBelow(typeOf.get(first.tenant_id) ?? 'defaultOff', first.allow_sub_account_access) : false,
      tenants: mine.map((m) => ({ tenantId: m.tenant_id, roles: roles.filter((r) => r.user_id === u.id && r.tenant_id === m.tenant_id).map((r) => ({ id: r.id, name: r.name, key: r.key })) })),
    };
  });
}

/** One user as the list shows it, over the given tenants. */
export async function userInTenants(db: Db, scope: Scope, userId: string, tenantIds: string[]) {
  const u = await db.selectFrom('users as u').select(USER_COLUMNS).select(mfaEnrolled)
    .where('u.id', '=', userId).executeTakeFirst();
  if (!u) throw notFound(SUB_MSG.userNotFound);
  return (await usersView(db, scope, [u], tenantIds))[0]!;
}

/** 409 when the address already belongs to one of the sub-accounts it would be added to. */
export async function refuseExisting(db: Db, scope: Scope, input: Pick<AddInput, 'email' | 'subTenants'>): Promise<void> {
  // An account the caller does not reach is not found before anything is said about its members.
  for (const t of input.subTenants) requireBelow(scope, t.tenantId);
  const user = await findUserByEmail(db, scope.vendorId, input.email);
  if (!user) return;
  const there = await db.selectFrom('user_tenants').select('tenant_id').where('user_id', '=', user.id).where('tenant_id', 'in', input.subTenants.map((t) => t.tenantId)).executeTakeFirst();
  if (there) throw new ApiError(409, 'USER_EXISTS', [MSG.userExists]);
}

/**
 * Adds a user (created when new) to sub-accounts with roles there. A usable member of the caller's tenant joins at once;
 * anyone else joins pending and gets the activation or invitation mail (unless skipInviteEmail).
 */
export async function addUserToSubTenants(deps: Deps, scope: Scope, held: readonly string[], input: AddInput) {
  const targets = [...new Map(input.subTenants.map((s) => [s.tenantId, s])).values()];
  const plan: Array<{ tenantId: string; name: string; roleIds: string[] }> = [];
  // Everything is checked before anything is written, so a refused entry loses nothing.
  for (const s of targets) {
    const node = requireBelow(scope, s.tenantId);
    plan.push({ tenantId: node.id, name: node.name, roleIds: await checkRoles(deps.db, scope, held, node.id, s.roleIds ?? []) });
  }
  let user = await findUserByEmail(deps.db, scope.vendorId, input.email);
  let isNew = false;
  if (!user) {
    try {
      user = await createUser(deps.db, { vendorId: scope.vendorId, email: input.email, name: input.name ?? null, phoneNumber: input.phoneNumber ?? null });
      isNew = true;
    } catch (e) {
      if (!isUniqueViolation(e)) throw e;
      user = (await findUserByEmail(deps.db, scope.vendorId, input.email))!;
    }
  }
  const known = user;
  // A usable member of the caller's own account joins its sub-accounts at once; anyone else is invited (pending).
  const activated = !isNew && known.verified && isUsableMembership(await membership(deps.db, known.id, scope.own.id));
  const why: Attachment = activated ? { how: 'parent-member', parentTenantId: scope.own.id } : { how: 'invited' };
  const added = await deps.db.transaction().execute(async (tx) => {
    const existing = await tx.selectFrom('user_tenants').select('tenant_id').where('user_id', '=', known.id).where('tenant_id', 'in', plan.map((p) => p.tenantId)).execute();
    if (existing.length) throw new ApiError(409, 'USER_EXISTS', [MSG.userExists]);
    for (const p of plan) {
      if ((await attachAccount(tx, known.id, p.tenantId, why, { allowSubAccountAccess: input.allowSubAccountAccess ?? false, invitedName: input.name ?? null })) !== 'added') {
        throw new ApiError(409, 'USER_EXISTS', [MSG.userExists]);
      }
      if (p.roleIds.length) await tx.insertInto('user_roles').values(p.roleIds.map((role_id) => ({ user_id: known.id, tenant_id: p.tenantId, role_id }))).execute();
    }
    return plan;
  }).catch(async (e: unknown) => {
    if (isUniqueViolation(e)) throw new ApiError(409, 'USER_EXISTS', [MSG.userExists]);
    // A refusal (a sub-account's seats are full) takes back the account it had just made.
    if (isNew) await dropTenantless(deps.db, known.id);
    throw e;
  });
  if (!activated && !input.skipInviteEmail) {
    const first = added[0]!;
    if (isNew) await sendActivation(deps, known, first.tenantId, first.name);
    else for (const p of added) await sendInvitation(deps, known, p.tenantId, p.name);
  }
  for (const p of added) await emitJoined(deps.events, p.tenantId, known, { result: 'added', invited: !activated, newAccount: isNew }, { roleIds: p.roleIds });
  return { user: await userInTenants(deps.db, scope, known.id, added.map((p) => p.tenantId)), email: normEmail(input.email), activated, plan: added };
}
