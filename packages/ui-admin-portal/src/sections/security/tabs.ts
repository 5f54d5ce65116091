import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { AdminStrings } from '../../localization';

/** One tab of the Security section: its id (appearance key `security.<id>`), label and lazily loaded screen. */
export interface SecurityTab {
  id: string;
  label: (strings: AdminStrings) => string;
  component: LazyExoticComponent<ComponentType>;
}

/** Built Security tabs in the spec's order (product-spec §2), one line per tab; a tab absent here is never shown. */
export const SECURITY_TABS: readonly SecurityTab[] = [
  { id: 'ipRestrictions', label: (s) => s.restrictions.ip.tab, component: lazy(() => import('./ip/IpRestrictionsTab')) },
  { id: 'domainRestrictions', label: (s) => s.restrictions.domains.tab, component: lazy(() => import('./domains/DomainRestrictionsTab')) },
];
