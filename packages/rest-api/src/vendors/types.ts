/** Response of `GET /vendors/public`: the vendor's public branding. */
export interface VendorPublicInfo {
  /** When true, the product's own branding is hidden. */
  whiteLabelMode?: boolean;
  name?: string;
  /** Logo address or data URL. */
  logo?: string;
}
