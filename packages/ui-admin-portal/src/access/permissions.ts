import { hasPermission } from '@portico/entitlements';
import type { FieldAppearance } from '../context';

/**
 * The one table of the portal's write actions and the permission each needs: the key the reference server's route
 * requires (`requirePermission` in apps/server/src/<area>/routes.ts; a test checks both agree). Reads need the
 * section's navigation permission (`NAVIGATION_DEFAULTS`); self-service (profile, privacy) needs none.
 */
export const ACTION_PERMISSIONS = {
  /** Invite (one, bulk, link), change roles, disable / enable, temporary / permanent, resend, applications, sessions. */
  'users.write': 'fe.secure.write.users',
  'users.delete': 'fe.secure.delete.users',
  'users.impersonate': 'fe.secure.write.impersonate',
  'groups.write': 'fe.secure.write.groups',
  /** Create, edit, delete roles, make default, permission boxes. */
  'roles.write': 'fe.secure.write.roles',
  'personalApiTokens.write': 'fe.secure.write.userApiTokens',
  'personalApiTokens.delete': 'fe.secure.delete.userApiTokens',
  'apiTokens.write': 'fe.secure.write.tenantApiTokens',
  'apiTokens.delete': 'fe.secure.delete.tenantApiTokens',
  'account.write': 'fe.secure.write.accountSettings',
  'account.customLogin': 'fe.account-settings.write.custom-login-box',
  /** Security policies, session management, IP and domain restrictions, security centre adjustments. */
  'security.write': 'fe.secure.write.securityPolicy',
  'sso.write': 'fe.secure.write.samlConfiguration',
  'provisioning.write': 'fe.secure.write.provisioningConfiguration',
  'provisioning.delete': 'fe.secure.delete.provisioningConfiguration',
  /** The server guards every webhook and notification change with the delete key (webhooks/routes.ts). */
  'webhooks.write': 'fe.connectivity.delete.webhooks',
  /** The notifications dialog saves e-mail, SMS and Slack recipients at once (integrations/*-routes.ts). */
  'notifications.email': 'fe.connectivity.delete.email',
  'notifications.sms': 'fe.connectivity.delete.sms',
  'notifications.slack': 'fe.connectivity.delete.slack',
  'subscriptions.write': 'fe.subscriptions.write',
  'allAccounts.write': 'fe.account-hierarchy.write.subAccountAccess',
} as const;

/** One write action of the portal (`<section>.<verb>`). */
export type ActionId = keyof typeof ACTION_PERMISSIONS;

/**
 * How a field shows: the host's choice (`fields` prop) wins when it is stricter; an editable field becomes `viewOnly`
 * when the user may not perform the action that saves it.
 */
export function appearanceFor(host: FieldAppearance | undefined, allowed: boolean): FieldAppearance {
  if (host === 'hidden' || host === 'viewOnly') return host;
  return allowed ? 'edit' : 'viewOnly';
}

/** The action that saves the fields of a section (`<section>.<field>` keys); sections absent here are the user's own. */
export const FIELD_ACTIONS: Readonly<Record<string, ActionId>> = { account: 'account.write' };

/** Whether `held` permission keys allow an action. */
export const can = (held: readonly string[], action: ActionId): boolean => hasPermission(held, ACTION_PERMISSIONS[action]);

/** Appearance of the field `<section>.<field>` for a user holding `held`, given the host's `fields` choices. */
export function fieldAppearance(key: string, fields: Readonly<Record<string, FieldAppearance>>, held: readonly string[]): FieldAppearance {
  const action = FIELD_ACTIONS[key.split('.')[0]!];
  return appearanceFor(fields[key], action ? can(held, action) : true);
}

/** A role defined by the vendor (no tenant of its own): tenants may view it, never change or delete it. */
export const isVendorRole = (role: { tenantId?: string | null }): boolean => !role.tenantId;
