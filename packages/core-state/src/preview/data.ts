import type { Role, Tenant, UserProfile } from '../api/types';

/** Fixed sample data of preview mode. */
export const PREVIEW_ROLES: readonly Role[] = Object.freeze([
  { id: 'role-admin', key: 'Admin', name: 'Admin', description: 'Full access', isDefault: false, level: 0 },
]);

// Shaped like the reference server's answers (tests/contract compares them), with the spec's sample values.
const tenant = (slug: string, name: string, isDefault: boolean): Tenant => ({
  id: `preview-tenant-${slug}`, tenantId: `preview-tenant-${slug}`, vendorId: 'preview-vendor', name, createdAt: '2024-01-01T00:00:00.000Z', updatedAt: '2024-01-01T00:00:00.000Z',
  deletedAt: null, metadata: '{}', isReseller: false, activated: true, isDefault,
});

/** Sample tenants: the user's own ("Acme") and two more. */
export const PREVIEW_TENANTS: readonly Tenant[] = Object.freeze([tenant('acme', 'Acme', true), tenant('globex', 'Globex', false), tenant('initech', 'Initech', false)]);

/** The signed-in sample user. */
export const PREVIEW_USER: Readonly<UserProfile> = Object.freeze({
  id: 'preview-user',
  sub: 'preview-user',
  email: 'preview.user@acme.example',
  name: 'Preview User',
  phoneNumber: null,
  profilePictureUrl: null,
  profileImage: null,
  tenantId: 'preview-tenant-acme',
  tenantIds: PREVIEW_TENANTS.map((t) => t.tenantId),
  vendorId: 'preview-vendor',
  verified: true,
  emailVerified: true,
  activatedForTenant: true,
  mfaEnrolled: false,
  metadata: '{}',
  roles: [...PREVIEW_ROLES],
  permissions: [{ id: 'preview-permission-all', key: 'fe.*' }],
  tenants: PREVIEW_TENANTS.map((t) => ({ tenantId: t.tenantId, roles: [...PREVIEW_ROLES] })),
  createdAt: '2024-01-01T00:00:00.000Z',
  lastLogin: '2024-01-01T00:00:00.000Z',
  superUser: false,
  isDisabled: false,
  address: null,
  jobTitle: null,
  temporaryExpirationDate: null,
});

/**
 * Flags of the areas preview mode serves on its own sample data beyond the spec's list (product-spec §1: each area also
 * has a preview version): Usage reads the sample plan's limits.
 */
export const PREVIEW_SAMPLE_FLAGS: Readonly<Record<string, boolean>> = Object.freeze({ 'fe-usage-page': true });

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
