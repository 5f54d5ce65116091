/** `*` matches any characters, `.` is literal (product-spec.md §6). */
export function keyMatches(pattern: string, key: string): boolean {
  const re = new RegExp(`^${pattern.split('*').map((p) => p.replace(/[.+?^${}()|[\]\\]/g, '\\$&')).join('.*')}$`);
  return re.test(key);
}

/** True when any held key satisfies the required key (either side may carry wildcards). */
export const hasPermission = (held: readonly string[], required: string): boolean =>
  held.some((h) => keyMatches(required, h) || keyMatches(h, required));

/** Seeded permission catalogue: category name to concrete keys. */
export const PERMISSION_CATALOGUE: Record<string, string[]> = {
  'User management': ['fe.secure.read.users', 'fe.secure.write.users', 'fe.secure.delete.users', 'fe.secure.read.groups', 'fe.secure.write.groups'],
  Roles: ['fe.secure.read.roles', 'fe.secure.write.roles'],
  'API tokens': ['fe.secure.read.userApiTokens', 'fe.secure.write.userApiTokens', 'fe.secure.delete.userApiTokens', 'fe.secure.read.tenantApiTokens',
    'fe.secure.write.tenantApiTokens', 'fe.secure.delete.tenantApiTokens'],
  Security: ['fe.secure.read.securityPolicy', 'fe.secure.write.securityPolicy', 'fe.secure.read.samlConfiguration', 'fe.secure.write.samlConfiguration', 'fe.secure.read.provisioningConfiguration', 'fe.secure.read.audits'],
  'Account settings': ['fe.secure.read.accountSettings', 'fe.secure.write.accountSettings', 'fe.account-settings.delete.account', 'fe.account-settings.write.custom-login-box'],
  Reports: ['fe.secure.read.reports', 'fe.secure.write.reports'],
  'Account hierarchy': ['fe.account-hierarchy.read.subAccount', 'fe.account-hierarchy.write.subAccountAccess'],
  Connectivity: ['fe.connectivity.read.webhooks', 'fe.connectivity.delete.webhooks', 'fe.connectivity.read.slack', 'fe.connectivity.delete.slack', 'fe.connectivity.read.email', 'fe.connectivity.delete.email', 'fe.connectivity.read.sms', 'fe.connectivity.delete.sms', 'fe.connectivity.read.events', 'fe.connectivity.read.bellNotifications'],
  Subscriptions: ['fe.subscriptions.read', 'fe.subscriptions.write', 'fe.usage.read'],
  Impersonation: ['fe.secure.write.impersonate'],
  Provisioning: ['fe.secure.write.provisioningConfiguration', 'fe.secure.delete.provisioningConfiguration'],
};

/** Seeded roles and the patterns of the permissions they get. */
export const SEEDED_ROLES = [
  { key: 'Admin', name: 'Admin', description: 'Full access to the account', patterns: ['fe.*'], level: 0, isDefault: false },
  { key: 'ReadOnly', name: 'ReadOnly', description: 'Read-only access', patterns: ['fe.*.read.*', 'fe.subscriptions.read', 'fe.usage.read'], level: 2, isDefault: true },
  { key: 'Support', name: 'Support', description: 'Reads everything and manages users', patterns: ['fe.*.read.*', 'fe.secure.write.users', 'fe.subscriptions.read'], level: 1, isDefault: false },
] as const;
