export { AdminPortal, MULTI_APP_FLAG } from './shell/AdminPortal';
export type { AdminPortalProps } from './shell/AdminPortal';
export { groupSections, NAVIGATION_DEFAULTS, NAVIGATION_GROUPS, visibleSections } from './shell/navigation';
export type { NavigationGroup, NavigationGroupId, NavigationItem, NavigationOptions, NavigationVisibility, SectionId } from './shell/navigation';
export {
  PORTAL_NOT_READY_MESSAGE,
  PORTAL_POLL_MS,
  PORTAL_TIMEOUT_MS,
  READY_ATTRIBUTE,
  STORE_MISMATCH_MESSAGE,
  waitForAdminPortal,
} from './shell/ready';
export { SECTION_PATHS } from './shell/routes';
export { preloadSection, sectionAt } from './shell/preload';
export type { PortalNavigate } from './shell/location';
export { AVAILABLE_SECTIONS } from './sections/registry';
export { useAdmin, usePortalRoot, useStrings } from './context';
export type { AdminContextValue, FieldAppearance, TabAppearance } from './context';
export { deepMerge, en, english, format, resolveLocalization } from './localization';
export type { AdminLocale, AdminLocalizationOptions, AdminStrings, DeepPartial } from './localization';
export { applyCspNonce } from './components/nonce';
export { HOSTED_PORTAL_PATH, hostedPortalUrl, openHostedPortal } from './shell/hosted';
export type { OpenHostedPortalOptions } from './shell/hosted';
