import type { AdminBoxAction, MetadataRow } from '@portico/rest-api/metadata';
import type { Application } from '@portico/rest-api/roles';
import type { Group, Permission, PermissionCategory, Role } from '@portico/rest-api/roles';
import type { AccountSettings } from '@portico/rest-api/tenants';
import type { ApiToken, Session, User } from '@portico/rest-api/users';
import { PREVIEW_USER } from '../data';

const TENANT = PREVIEW_USER.tenantId;
// Dates relative to now, so "inactive for 90 days" keeps picking the same sample users whenever the preview runs.
const day = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString();

/** Sample permission categories of preview mode. */
export const previewCategories = (): PermissionCategory[] => [
  { id: 'cat-users', name: 'User management', permissionIds: ['perm-users-read', 'perm-users-write'], feCategory: true },
  { id: 'cat-account', name: 'Account settings', permissionIds: ['perm-account-read', 'perm-account-write'], feCategory: true },
  { id: 'cat-security', name: 'Security', permissionIds: ['perm-audits-read', 'perm-impersonate'], feCategory: true },
];

/** Sample permissions: ASSIGNABLE ones, one ALWAYS (read account settings), one NEVER (impersonation). */
export const previewPermissions = (): Permission[] => [
  { id: 'perm-users-read', key: 'fe.secure.read.users', name: 'Read users', categoryId: 'cat-users', fePermission: true, assignmentType: 'ASSIGNABLE' },
  { id: 'perm-users-write', key: 'fe.secure.write.users', name: 'Manage users', categoryId: 'cat-users', fePermission: true, assignmentType: 'ASSIGNABLE' },
  { id: 'perm-account-read', key: 'fe.secure.read.accountSettings', name: 'Read account settings', categoryId: 'cat-account', fePermission: true, assignmentType: 'ALWAYS' },
  { id: 'perm-account-write', key: 'fe.secure.write.accountSettings', name: 'Edit account settings', categoryId: 'cat-account', fePermission: true, assignmentType: 'ASSIGNABLE' },
  { id: 'perm-audits-read', key: 'fe.secure.read.audits', name: 'Read audit logs', categoryId: 'cat-security', fePermission: true, assignmentType: 'ASSIGNABLE' },
  { id: 'perm-impersonate', key: 'fe.secure.write.impersonate', name: 'Impersonate users', categoryId: 'cat-security', fePermission: true, assignmentType: 'NEVER' },
];

/** The demo roles of product-spec §6: ReadOnly, Admin, Support. */
export const previewRoles = (): Role[] => [
  { id: 'role-admin', key: 'Admin', name: 'Admin', description: 'Full access', tenantId: TENANT, permissions: previewPermissions().filter((p) => p.assignmentType !== 'NEVER').map((p) => p.id), createdAt: day(200) },
  { id: 'role-readonly', key: 'ReadOnly', name: 'ReadOnly', description: 'Reads everything, changes nothing', isDefault: true, tenantId: TENANT, permissions: ['perm-users-read', 'perm-account-read', 'perm-audits-read'], createdAt: day(200) },
  { id: 'role-support', key: 'Support', name: 'Support', description: 'Helps users', tenantId: TENANT, permissions: ['perm-users-read', 'perm-users-write', 'perm-account-read'], createdAt: day(120) },
];

const role = (id: string) => {
  const r = previewRoles().find((x) => x.id === id)!;
  return { id: r.id, key: r.key, name: r.name };
};

const person = (i: number, name: string, extra: Partial<User> = {}): User => ({
  id: `preview-user-${i}`,
  email: `${name.toLowerCase().replace(/[^a-z]+/g, '.')}@acme.example`,
  name,
  tenantId: TENANT,
  tenantIds: [TENANT],
  verified: true,
  activatedForTenant: true,
  createdAt: day(10 + i * 7),
  lastLogin: day(i % 5),
  provider: 'local',
  mfaEnrolled: i % 3 === 0,
  roles: [role(i % 3 === 0 ? 'role-admin' : i % 3 === 1 ? 'role-readonly' : 'role-support')],
  groups: [],
  applications: [{ id: 'app-main', name: 'Acme App' }],
  temporaryExpirationDate: null,
  ...extra,
});

const NAMES = ['Ada Lovelace', 'Alan Turing', 'Barbara Liskov', 'Claude Shannon', 'Donald Knuth', 'Edsger Dijkstra', 'Frances Allen', 'Grace Hopper', 'Hedy Lamarr', 'Ivan Sutherland', 'John McCarthy', 'Katherine Johnson', 'Leslie Lamport', 'Margaret Hamilton', 'Niklaus Wirth', 'Radia Perlman', 'Shafi Goldwasser', 'Tim Berners-Lee', 'Vint Cerf', 'Whitfield Diffie', 'Yukihiro Matsumoto', 'Zhang Yitang'];

/** Sample team: the preview user plus 22 people (two pages of 20), some breached, inactive, invited or disabled. */
export function previewUsers(): User[] {
  const me = person(0, PREVIEW_USER.name ?? 'Preview User', { id: PREVIEW_USER.id, email: PREVIEW_USER.email, roles: [role('role-admin')] });
  return [
    me,
    ...NAMES.map((name, i) =>
      person(i + 1, name, {
        ...(i === 3 ? { isBreachedPassword: true } : {}),
        ...(i === 5 ? { lastLogin: day(120) } : {}),
        ...(i === 7 ? { verified: false, activatedForTenant: false, lastLogin: undefined } : {}),
        ...(i === 9 ? { isDisabled: true } : {}),
        ...(i === 11 ? { temporaryExpirationDate: day(-14) } : {}),
        ...(i === 13 ? { provider: 'saml' as const } : {}),
      }),
    ),
  ];
}

/** Sample groups. */
export const previewGroups = (): Group[] => [
  { id: 'group-eng', name: 'Engineering', color: '#4F46E5', description: 'Builds the product', users: [{ id: 'preview-user-1', name: 'Ada Lovelace', email: 'ada.lovelace@acme.example' }], roles: [{ id: 'role-support', key: 'Support', name: 'Support' }] },
  { id: 'group-support', name: 'Support', color: '#059669', users: [], roles: [] },
];

/** Sample applications: one free for everyone, one managed. */
export const previewApplications = (): Application[] => [
  { id: 'app-main', name: 'Acme App', appURL: 'https://app.acme.example', accessType: 'FREE_ACCESS', isDefault: true, isActive: true },
  { id: 'app-analytics', name: 'Acme Analytics', appURL: 'https://analytics.acme.example', accessType: 'MANAGED_ACCESS', isActive: true, userIds: ['preview-user', 'preview-user-1'] },
];

/** Sample account settings (mock account defaults: USD, DD/MM/YYYY, HH:mm). */
export const previewAccountSettings = (): AccountSettings => ({
  id: 'settings-acme',
  tenantId: TENANT,
  companyName: 'Acme',
  address: '1 Market Street, San Francisco',
  website: 'https://acme.example',
  timezone: 'America/Los_Angeles',
  currency: 'USD',
  dateFormat: 'DD/MM/YYYY',
  timeFormat: 'HH:mm',
});

/** Sample custom login box configuration. */
export const previewAdminBox = (): MetadataRow => ({ id: 'meta-admin-box', entityName: 'adminBox', configuration: { themeName: 'modern', logo: '' }, updatedAt: day(3) });

/** Applies admin-box actions to a configuration (set at a dotted path, or `unset`). */
export function applyAdminBoxActions(configuration: Record<string, unknown>, actions: AdminBoxAction[]): Record<string, unknown> {
  const out = structuredClone(configuration);
  for (const { type, path, payload } of actions) {
    const keys = path.split('.').filter(Boolean);
    const last = keys.pop();
    if (!last) continue;
    let at = out;
    for (const key of keys) at = (at[key] ??= {}) as Record<string, unknown>;
    if (type === 'unset' || type === 'delete') delete at[last];
    else at[last] = payload;
  }
  return out;
}

/** Sample sessions (the current one marked). */
export const previewSessions = (): Session[] => [
  { id: 'session-current', userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) Chrome/126.0', ipAddress: '203.0.113.10', createdAt: day(0), current: true },
  { id: 'session-phone', userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) Safari/604.1', ipAddress: '198.51.100.7', createdAt: day(2), current: false },
  { id: 'session-laptop', userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Firefox/127.0', ipAddress: '192.0.2.44', createdAt: day(9), current: false },
];

/** Sample MFA devices. */

/** Sample tokens. */
export const previewTokens = (): { personal: ApiToken[]; tenant: ApiToken[] } => ({
  personal: [{ id: 'tok-personal-1', clientId: 'tok-personal-1', description: 'Local scripts', createdAt: day(30), expires: null, type: 'clientCredentials', createdByUserId: PREVIEW_USER.id }],
  tenant: [{ id: 'tok-tenant-1', clientId: 'tok-tenant-1', description: 'CI pipeline', createdAt: day(60), expires: day(-30), type: 'clientCredentials', roleIds: ['role-readonly'], tenantId: TENANT, createdByUserId: PREVIEW_USER.id }],
});
