export { userEntitlements } from './service';
export type { EntitlementsQuery } from './service';
