import { sql } from 'kysely';
import type { Db } from '../db/connect';
import { isTenantDefaultSql } from '../roles';
import { memberGroups, memberSources, type MemberRelations } from './relations';
import type { MemberRow } from './repo';

interface RoleRef { id: string; key: string; name: string; description: string | null; isDefault: boolean }

async function rolesOf(db: Db, tenantId: string, userIds: string[]): Promise<Map<string, RoleRef[]>> {
  const out = new Map<string, RoleRef[]>();
  if (!userIds.length) return out;
  const rows = await db.selectFrom('user_roles as ur').innerJoin('roles as r', 'r.id', 'ur.role_id')
    .select(['ur.user_id', 'r.id', 'r.key', 'r.name', 'r.description', isTenantDefaultSql('r', sql`${tenantId}::uuid`).as('is_default')])
    .where('ur.tenant_id', '=', tenantId).where('ur.user_id', 'in', userIds).orderBy('r.level').orderBy('r.key').execute();
  for (const r of rows) {
    const list = out.get(r.user_id) ?? [];
    list.push({ id: r.id, key: r.key, name: r.name, description: r.description, isDefault: r.is_default });
    out.set(r.user_id, list);
  }
  return out;
}

const iso = (d: Date | null) => d?.toISOString();

/** Fields of a member the tenant may see: only the e-mail (and what the tenant itself set) until the invitation is accepted. */
function visible(m: MemberRow): { id: string; email: string; name?: string; verified?: boolean; lastLogin?: string; profilePictureUrl?: string; phoneNumber?: string;
  createdAt: string; activatedForTenant: boolean; isDisabled: boolean; temporaryExpirationDate: string | null } {
  const pending = !m.activated;
  return {
    id: m.id,
    email: m.email,
    // Pending: the name the inviter typed, never the account's own.
    ...(pending ? (m.invited_name ? { name: m.invited_name } : {}) : {
      name: m.name ?? undefined, verified: m.verified, lastLogin: iso(m.last_login), profilePictureUrl: m.profile_picture_url ?? undefined,
      phoneNumber: m.phone_number ?? undefined,
    }),
    createdAt: (pending ? m.joined_at : m.user_created_at).toISOString(),
    activatedForTenant: m.activated,
    isDisabled: !!m.disabled_at,
    temporaryExpirationDate: iso(m.temporary_expires_at) ?? null,
  };
}

/** Roles and groups of a page of members, loaded together. */
async function relations(db: Db, tenantId: string, rows: MemberRow[], members: MemberRelations) {
  const ids = rows.map((r) => r.id);
  const [roles, groups, sources] = await Promise.all([rolesOf(db, tenantId, ids), memberGroups(members, db, tenantId, ids), memberSources(members, db, tenantId, ids)]);
  return { roles: (id: string) => roles.get(id) ?? [], groups: (id: string) => groups.get(id) ?? [], source: (id: string) => sources.get(id) };
}

/** Items of `GET /users/v2` and `/users/v3` (rest-api `User`). */
export async function userItems(db: Db, tenantId: string, rows: MemberRow[], members: MemberRelations) {
  const rel = await relations(db, tenantId, rows, members);
  return rows.map((m) => {
    const roles = rel.roles(m.id);
    const v = visible(m);
    return {
      // sub, mfaEnrolled and metadata: the published client's fields; withheld (null) until the invitation is accepted.
      ...v, sub: m.id, mfaEnrolled: m.activated ? m.mfa_enrolled : null, metadata: m.activated ? JSON.stringify(m.metadata ?? {}) : null,
      // A pending member's name is the one the inviter typed (never the account's own).
      ...(m.activated ? {} : { name: v.name ?? null, verified: null }),
      tenantId, tenantIds: [tenantId], roleIds: roles.map((r) => r.id), roles, groups: rel.groups(m.id),
      provider: 'local' as const, managedBy: 'local', ...rel.source(m.id),
      ...(m.activated ? { isBreachedPassword: m.password_breached } : {}),
      tenants: [{ tenantId, roles, temporaryExpirationDate: v.temporaryExpirationDate }],
    };
  });
}

/** Items of `GET /team/resources/members/v1` (rest-api `TeamMember`). */
export async function teamItems(db: Db, tenantId: string, rows: MemberRow[], members: MemberRelations) {
  const rel = await relations(db, tenantId, rows, members);
  return rows.map((m) => {
    const { profilePictureUrl, phoneNumber, ...v } = visible(m);
    const roles = rel.roles(m.id);
    return {
      ...v, phone: phoneNumber, profileImage: profilePictureUrl, profileImageUrl: profilePictureUrl, tenantId,
      roleIds: roles.map((r) => r.id), roles: roles.map((r) => ({ id: r.id, key: r.key, name: r.name })), groups: rel.groups(m.id), applications: [],
    };
  });
}
