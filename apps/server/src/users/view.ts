import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../db/connect';
import { PREPARE } from '../db/prepared';
import type { UserRow } from '../db/schema';
import { mfaEnrolledSql } from '../mfa-store';
import { isTenantDefaultSql, type RoleView } from '../roles';
import { usableMembershipSql } from '../membership';

const list = <T>(v: unknown): T[] => (typeof v === 'string' ? (JSON.parse(v) as T[]) : ((v as T[] | null) ?? []));

/** Ids of the roles a user holds in a tenant, directly and through groups: the membership's stored grants (`member_grants`, as refresh reads them). */
const roleIdsSql = (userId: RawBuilder<unknown>, tenantId: RawBuilder<unknown>) => sql`(select (jsonb_array_elements_text(mg.role_ids))::uuid from member_grants mg
  where mg.user_id = ${userId} and mg.tenant_id = ${tenantId})`;
/** JSON array of a user's roles in a tenant, ordered by level and key, already in the response's shape. */
const rolesJsonSql = (userId: RawBuilder<unknown>, tenantId: RawBuilder<unknown>) => sql`coalesce((select json_agg(json_build_object('id', r.id, 'key', r.key, 'name', r.name,
  'description', r.description, 'isDefault', ${isTenantDefaultSql('r', tenantId)}, 'level', r.level) order by r.level, r.key) from roles r where r.id in ${roleIdsSql(userId, tenantId)}), '[]'::json)`;

/** The profile's columns and reads for one user in one tenant, as one JSON value (null when the user is gone). */
type ViewRow = Pick<UserRow, 'id' | 'email' | 'name' | 'phone_number' | 'profile_picture_url' | 'vendor_id' | 'verified' | 'metadata' | 'address' | 'job_title'> & {
  created_at: string | Date; last_login: string | Date | null; tenants: unknown; roles_here: unknown; permissions_here: unknown; mfa_enrolled: boolean;
};

/**
 * The user profile (`GET /users/v2/me`) as one scalar SQL expression: the user, usable tenants with their roles, roles
 * and permissions in this tenant, MFA enrolment. A scalar, so the access layer's live check can carry it in its own
 * statement (GET me is the call every page load makes: one round trip in all). Roles and permissions are the stored grants'.
 */
export const userViewSql = (userId: string, tenantId: string): RawBuilder<unknown> => {
  const u = sql`${userId}::uuid`;
  const t = sql`${tenantId}::uuid`;
  return sql`(select row_to_json(v) from (select u.id, u.email, u.name, u.phone_number, u.profile_picture_url, u.vendor_id, u.verified, u.metadata,
      u.address, u.job_title, u.created_at, u.last_login,
      coalesce((select json_agg(json_build_object('id', ut.tenant_id, 'activated', ut.activated, 'temporaryExpiresAt', ut.temporary_expires_at,
        'roles', ${rolesJsonSql(u, sql`ut.tenant_id`)}) order by ut.is_default desc, ut.created_at)
        from user_tenants ut join tenants tt on tt.id = ut.tenant_id where ut.user_id = u.id and ${usableMembershipSql('ut')}), '[]'::json) as tenants,
      ${rolesJsonSql(u, t)} as roles_here,
      coalesce((select json_agg(json_build_object('id', p.id, 'key', p.key) order by p.key) from permissions p where p.id in (
        select (jsonb_array_elements_text(mg.permission_ids))::uuid from member_grants mg where mg.user_id = ${u} and mg.tenant_id = ${t})), '[]'::json) as permissions_here,
      ${mfaEnrolledSql(sql.ref('u.id'))} as mfa_enrolled
    from users u where u.id = ${u}) v)`;
};

/** The user profile in one tenant, or undefined when the user is gone (one prepared statement). */
export async function userView(db: Db, userId: string, tenantId: string) {
  const { rows } = await sql<{ v: unknown }>`${sql.raw(PREPARE)} select ${userViewSql(userId, tenantId)} as v`.execute(db);
  return toUserView(rows[0]?.v, tenantId);
}

/** The response's shape from {@link userViewSql}'s value (undefined when the user is gone). */
export function toUserView(value: unknown, tenantId: string) {
  const user = (typeof value === 'string' ? JSON.parse(value) : value) as ViewRow | null | undefined;
  if (!user) return undefined;
  const tenants = list<{ id: string; activated: boolean; temporaryExpiresAt: string | null; roles: RoleView[] }>(user.tenants);
  const membership = tenants.find((m) => m.id === tenantId);
  return {
    id: user.id,
    sub: user.id,
    email: user.email,
    name: user.name,
    phoneNumber: user.phone_number,
    profilePictureUrl: user.profile_picture_url,
    profileImage: user.profile_picture_url,
    tenantId,
    tenantIds: tenants.map((m) => m.id),
    vendorId: user.vendor_id,
    verified: user.verified,
    emailVerified: user.verified,
    activatedForTenant: membership?.activated ?? false,
    mfaEnrolled: user.mfa_enrolled,
    metadata: JSON.stringify(user.metadata ?? {}),
    roles: list<RoleView>(user.roles_here),
    permissions: list<{ id: string; key: string }>(user.permissions_here),
    tenants: tenants.map((m) => ({ tenantId: m.id, roles: m.roles })),
    createdAt: new Date(user.created_at).toISOString(),
    lastLogin: user.last_login ? new Date(user.last_login).toISOString() : null,
    superUser: false,
    isDisabled: false,
    temporaryExpirationDate: membership?.temporaryExpiresAt ? new Date(membership.temporaryExpiresAt).toISOString() : null,
    address: user.address,
    jobTitle: user.job_title,
  };
}

