import type { SectionId } from './navigation';

/**
 * Each section's path segment under the portal's base (`/admin/users`, `/oauth/portal/users`). The spec names no paths:
 * these are the section ids in kebab case, except Connectivity (id `webhooks`), named as people see it.
 */
export const SECTION_PATHS: Readonly<Record<SectionId, string>> = {
  profile: 'profile',
  privacy: 'privacy',
  personalApiTokens: 'personal-api-tokens',
  account: 'account',
  users: 'users',
  groups: 'groups',
  roles: 'roles',
  security: 'security',
  sso: 'sso',
  provisioning: 'provisioning',
  apiTokens: 'api-tokens',
  audits: 'audits',
  webhooks: 'connectivity',
  subscriptions: 'subscription',
  usage: 'usage',
  allAccounts: 'all-accounts',
};

/** The section a path segment names, if any. */
export function sectionOfPath(segment: string): SectionId | undefined {
  return (Object.keys(SECTION_PATHS) as SectionId[]).find((id) => SECTION_PATHS[id] === segment);
}

/** A tab id's path segment: `customLogin` → `custom-login`. */
export const tabPath = (id: string): string => id.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** A place in the portal: the section segment (as written in the address) and the tab segment under it. */
export interface PortalPlace {
  section?: string;
  tab?: string;
}

/** Splits a path relative to the portal's base (`account/custom-login`) into its section and tab segments. */
export function parsePlace(path: string): PortalPlace {
  const [section, tab] = path.split('/').filter(Boolean);
  return { section, tab };
}

/** The base path without trailing slashes (`/` becomes empty: the portal owns the whole address). */
export const normalizeBase = (base: string): string => base.replace(/\/+$/, '');

/** `pathname` relative to `base` (no leading slash), or undefined when the address is not under the portal's base. */
export function relativeTo(pathname: string, base: string): string | undefined {
  if (pathname === base || pathname === `${base}/`) return '';
  if (!pathname.startsWith(`${base}/`)) return undefined;
  return pathname.slice(base.length + 1).replace(/\/+$/, '');
}

/** The address of a place under `base`. */
export const joinPath = (base: string, path: string): string => (path ? `${base}/${path}` : base || '/');
