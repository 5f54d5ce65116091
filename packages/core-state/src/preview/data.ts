import type { Role, Tenant, UserProfile } from '../api/types';

/** Fixed sample data of preview mode. */
export const PREVIEW_ROLES: readonly Role[] = Object.freeze([
  { id: 'role-admin', key: 'Admin', name: 'Admin', description: 'Full access' },
]);

/** Sample tenants: the user's own ("Acme") and two more. */
export const PREVIEW_TENANTS: readonly Tenant[] = Object.freeze([
  { tenantId: 'preview-tenant-acme', id: 'preview-tenant-acme', name: 'Acme' },
  { tenantId: 'preview-tenant-globex', id: 'preview-tenant-globex', name: 'Globex' },
  { tenantId: 'preview-tenant-initech', id: 'preview-tenant-initech', name: 'Initech' },
]);

/** The signed-in sample user. */
export const PREVIEW_USER: Readonly<UserProfile> = Object.freeze({
  id: 'preview-user',
  email: 'preview.user@acme.example',
  name: 'Preview User',
  tenantId: 'preview-tenant-acme',
  tenantIds: PREVIEW_TENANTS.map((t) => t.tenantId),
  verified: true,
  mfaEnrolled: false,
  roles: [...PREVIEW_ROLES],
  permissions: [{ key: 'fe.*' }],
  superUser: false,
});

/** Feature flags seen on in preview (product-spec §6). */
export const PREVIEW_FLAGS: Readonly<Record<string, boolean>> = Object.freeze({
  admin_portal_ip_restrictions: true,
  admin_portal_domain_restrictions: true,
  'new-mfa-pages': true,
  'show-passkeys-new': true,
  'groups-admin-box-new': true,
  'msp-all-accounts-new': true,
  'temporary-users': true,
});
