import { hasPermission } from '@portico/entitlements';

/** Every admin section of the spec (product-spec §2), in the order of its navigation table. */
export type SectionId =
  | 'usage' | 'webhooks' | 'roles' | 'users' | 'personalApiTokens' | 'apiTokens' | 'profile' | 'privacy' | 'account'
  | 'security' | 'sso' | 'provisioning' | 'audits' | 'subscriptions' | 'allAccounts' | 'groups';

/** `hidden`: not shown unless the host changes it; `always` / `byPermissions`: shown when the user holds the permission (if any). */
export type NavigationVisibility = 'hidden' | 'always' | 'byPermissions';

/** One row of the navigation table. */
export interface NavigationItem {
  visibility: NavigationVisibility;
  /** Permission key the user must hold (wildcards in held keys match); absent: none needed. */
  permission?: string;
  /** Feature flag that must be on. */
  flag?: string;
}

/** The spec's navigation defaults, row for row (product-spec §2 "Navigation defaults"). */
export const NAVIGATION_DEFAULTS: Readonly<Record<SectionId, NavigationItem>> = {
  usage: { visibility: 'hidden', permission: 'fe.usage.read', flag: 'fe-usage-page' },
  webhooks: { visibility: 'hidden', permission: 'fe.connectivity.read.webhooks' },
  roles: { visibility: 'hidden', permission: 'fe.secure.read.roles' },
  users: { visibility: 'always', permission: 'fe.secure.read.users' },
  personalApiTokens: { visibility: 'hidden', permission: 'fe.secure.read.userApiTokens' },
  apiTokens: { visibility: 'hidden', permission: 'fe.secure.read.tenantApiTokens' },
  profile: { visibility: 'always' },
  privacy: { visibility: 'always', permission: 'fe.secure.read.securityPolicy' },
  account: { visibility: 'always', permission: 'fe.secure.read.accountSettings' },
  security: { visibility: 'always', permission: 'fe.secure.read.securityPolicy' },
  sso: { visibility: 'hidden', permission: 'fe.secure.read.samlConfiguration' },
  provisioning: { visibility: 'hidden', permission: 'fe.secure.read.provisioningConfiguration' },
  audits: { visibility: 'always', permission: 'fe.secure.read.audits' },
  subscriptions: { visibility: 'hidden', permission: 'fe.subscriptions.*' },
  allAccounts: { visibility: 'byPermissions', permission: 'fe.account-hierarchy.read.subAccount' },
  groups: { visibility: 'hidden', permission: 'fe.secure.read.groups' },
};

/** Host overrides of the navigation table, per section. */
export type NavigationOptions = Partial<Record<SectionId, Partial<NavigationItem>>>;

/** Whether the user holds `required`; a required key with `*` (e.g. `fe.subscriptions.*`) needs any key under it. */
function holds(held: readonly string[], required: string): boolean {
  if (!required.includes('*')) return hasPermission(held, required);
  return held.some((key) => hasPermission([required], key) || hasPermission([key], required));
}

/**
 * The sections shown, in table order: not hidden, flag on (if any), permission held (if any), and built
 * (`available`: a section without a screen is never shown as a placeholder).
 */
export function visibleSections(
  held: readonly string[],
  options: { navigation?: NavigationOptions; flags?: Readonly<Record<string, boolean>>; available: readonly SectionId[] },
): SectionId[] {
  const out: SectionId[] = [];
  for (const id of Object.keys(NAVIGATION_DEFAULTS) as SectionId[]) {
    const item = { ...NAVIGATION_DEFAULTS[id], ...options.navigation?.[id] };
    if (!options.available.includes(id) || item.visibility === 'hidden') continue;
    if (item.flag && !options.flags?.[item.flag]) continue;
    if (item.permission && !holds(held, item.permission)) continue;
    out.push(id);
  }
  return out;
}

/** The sidebar's groups: the person, the account they administer, the business (plan, usage, sub-accounts). */
export type NavigationGroupId = 'you' | 'account' | 'business';

/** One group of the sidebar and the sections it shows, in their order. */
export interface NavigationGroup {
  id: NavigationGroupId;
  sections: SectionId[];
}

/**
 * The sidebar's order: grouped the way people look for things, not the spec table's row order. Every section is in
 * exactly one group (a test checks it); which sections show is still `visibleSections`' decision.
 */
export const NAVIGATION_GROUPS: ReadonlyArray<Readonly<NavigationGroup>> = [
  { id: 'you', sections: ['profile', 'privacy', 'personalApiTokens'] },
  { id: 'account', sections: ['account', 'users', 'groups', 'roles', 'security', 'sso', 'provisioning', 'apiTokens', 'audits', 'webhooks'] },
  { id: 'business', sections: ['subscriptions', 'usage', 'allAccounts'] },
];

/** The groups with their shown sections, in sidebar order; a group none of whose sections shows is left out. */
export function groupSections(shown: readonly SectionId[]): NavigationGroup[] {
  return NAVIGATION_GROUPS.map((g) => ({ id: g.id, sections: g.sections.filter((id) => shown.includes(id)) })).filter((g) => g.sections.length > 0);
}
