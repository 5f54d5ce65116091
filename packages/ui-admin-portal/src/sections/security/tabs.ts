import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { SecurityTab } from '@portico/core-state/admin';

/** A built tab of the Security section; the shell shows them in the spec's order whatever the line order here. */
export interface SecurityTabEntry {
  id: SecurityTab;
  component: LazyExoticComponent<ComponentType>;
}

/** Built tabs, one line each (a tab absent here is never shown: no placeholder screens). */
export const SECURITY_TAB_ENTRIES: SecurityTabEntry[] = [
  { id: 'sessionManagement', component: lazy(() => import('./sessionManagement/SessionManagementTab')) },
  { id: 'generalSettings', component: lazy(() => import('./generalSettings/GeneralSettingsTab')) },
  { id: 'securityCenter', component: lazy(() => import('./center/SecurityCenterTab')) },
  { id: 'ipRestrictions', component: lazy(() => import('./ip/IpRestrictionsTab')) },
  { id: 'domainRestrictions', component: lazy(() => import('./domains/DomainRestrictionsTab')) },
];
