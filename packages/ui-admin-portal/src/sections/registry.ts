import { chunk, type Chunk } from '@portico/ui-kit';
import type { ComponentType } from 'react';
import type { SectionId } from '../shell/navigation';

/** A section's chunk: loaded once, then rendered without suspending (see `SectionLoader`). */
export type SectionModule = Chunk;

const lazy = (importer: () => Promise<{ default: ComponentType }>): SectionModule => chunk(() => importer().then((m) => m.default));

/** Built sections, each its own chunk; a section absent here is never shown (no placeholder screens). */
export const SECTIONS: Partial<Record<SectionId, SectionModule>> = {
  users: lazy(() => import('./users/UsersRoute')),
  apiTokens: lazy(() => import('./apiTokens/ApiTokensSection')),
  personalApiTokens: lazy(() => import('./personalApiTokens/PersonalApiTokensSection')),
  roles: lazy(() => import('./roles/RolesRoute')),
  groups: lazy(() => import('./groups/GroupsSection')),
  profile: lazy(() => import('./profile/ProfileSection')),
  privacy: lazy(() => import('./privacy/PrivacySection')),
  account: lazy(() => import('./account/AccountSection')),
  security: lazy(() => import('./security/SecuritySection')),
  audits: lazy(() => import('./audits/AuditsSection')),
  allAccounts: lazy(() => import('./allAccounts/AllAccountsSection')),
  subscriptions: lazy(() => import('./subscriptions/SubscriptionsSection')),
  provisioning: lazy(() => import('./provisioning/ProvisioningSection')),
  webhooks: lazy(() => import('./connectivity/ConnectivitySection')),
  usage: lazy(() => import('./usage/UsageSection')),
  sso: lazy(() => import('./sso/SsoSection')),
};

/** Ids of the built sections. */
export const AVAILABLE_SECTIONS = Object.keys(SECTIONS) as SectionId[];
