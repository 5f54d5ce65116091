import type { MetadataRow } from '@portico/rest-api/metadata';
import type { Application, Group, Permission, PermissionCategory, Role } from '@portico/rest-api/roles';
import type { AccountSettings, InviteLink } from '@portico/rest-api/tenants';
import type { ApiToken, MfaDevices, Session, User } from '@portico/rest-api/users';
import { previewWorld, type PreviewWorld } from '../world';
import { PREVIEW_USER } from '../data';
import * as sample from './data';
import { previewSecurityPolicies, type PreviewSecurityPolicies } from './security';

/** The mutable sample data one preview admin API works on. */
export interface PreviewDb {
  tenantId: string;
  meId: string;
  me: User;
  users: User[];
  roles: Role[];
  permissions: Permission[];
  categories: PermissionCategory[];
  groups: Group[];
  applications: Application[];
  assignments: Record<string, string[]>;
  settings: AccountSettings;
  adminBox: MetadataRow;
  sessions: Session[];
  mfa: MfaDevices;
  tokens: { personal: ApiToken[]; tenant: ApiToken[] };
  inviteLink: InviteLink | null;
  security: PreviewSecurityPolicies;
}

/** A fresh copy of the sample data. */
export function createPreviewDb(world: PreviewWorld = previewWorld()): PreviewDb {
  const users = sample.previewUsers();
  const apps = sample.previewApplications();
  return {
    tenantId: PREVIEW_USER.tenantId,
    meId: PREVIEW_USER.id,
    me: { ...users[0]!, phoneNumber: '+1 555 010 0000', jobTitle: 'Administrator', address: '1 Market Street' } as User,
    users,
    roles: sample.previewRoles(),
    permissions: sample.previewPermissions(),
    categories: sample.previewCategories(),
    groups: sample.previewGroups(),
    applications: apps,
    assignments: Object.fromEntries(apps.map((a) => [a.id, [...(a.userIds ?? [])]])),
    settings: sample.previewAccountSettings(),
    adminBox: sample.previewAdminBox(),
    sessions: sample.previewSessions(),
    mfa: world.mfa,
    tokens: sample.previewTokens(),
    inviteLink: null,
    security: previewSecurityPolicies(),
  };
}
