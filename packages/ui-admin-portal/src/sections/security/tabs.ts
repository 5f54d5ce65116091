import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { AdminStrings } from '../../localization';

/** One tab of the Security section: id (also its `security.<id>` visibility key), label, lazy view. */
export interface SecurityTab {
  id: string;
  label: (s: AdminStrings) => string;
  View: LazyExoticComponent<ComponentType>;
}

/** The Security section's built tabs, one line each (a tab absent here is never shown). */
export const SECURITY_TABS: SecurityTab[] = [
  { id: 'securityCenter', label: (s) => s.security.tabs.securityCenter, View: lazy(() => import('./center/SecurityCenterTab')) },
];
