import type { Db } from '../db/connect';
import type { UserRow } from '../db/schema';
import { grantsOf } from '../roles/repo';
import { isMfaEnrolled, tenantsOfUser } from './repo';

/** The user profile (`GET /users/v2/me`) in one tenant. */
export async function userView(db: Db, user: UserRow, tenantId: string) {
  const [tenants, grants, mfaEnrolled] = await Promise.all([tenantsOfUser(db, user.id), grantsOf(db, user.id, tenantId), isMfaEnrolled(db, user.id)]);
  const tenantRoles = await Promise.all(tenants.map(async (t) => ({ tenantId: t.id, roles: (await grantsOf(db, user.id, t.id)).roles.map(roleView) })));
  const membership = tenants.find((t) => t.id === tenantId);
  return {
    id: user.id,
    sub: user.id,
    email: user.email,
    name: user.name,
    phoneNumber: user.phone_number,
    profilePictureUrl: user.profile_picture_url,
    profileImage: user.profile_picture_url,
    tenantId,
    tenantIds: tenants.map((t) => t.id),
    vendorId: user.vendor_id,
    verified: user.verified,
    emailVerified: user.verified,
    activatedForTenant: membership?.activated ?? false,
    mfaEnrolled,
    metadata: JSON.stringify(user.metadata ?? {}),
    roles: grants.roles.map(roleView),
    permissions: grants.permissions.map((p) => ({ id: p.id, key: p.key })),
    tenants: tenantRoles,
    createdAt: user.created_at.toISOString(),
    lastLogin: user.last_login?.toISOString() ?? null,
    superUser: false,
    isDisabled: false,
    temporaryExpirationDate: membership?.temporary_expires_at?.toISOString() ?? null,
    address: user.address,
    jobTitle: user.job_title,
  };
}

export const roleView = (r: { id: string; key: string; name: string; description: string | null; is_default: boolean; level: number }) => ({
  id: r.id, key: r.key, name: r.name, description: r.description, isDefault: r.is_default, level: r.level,
});
