export { getVendorPublicInfo } from './calls';
export type { VendorPublicInfo } from './types';
