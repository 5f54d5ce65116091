export { ACCOUNT_DEFAULTS } from './repo';
export type { AccountSettingsView } from './repo';
