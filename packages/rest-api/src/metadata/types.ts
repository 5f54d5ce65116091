/** Entities whose metadata `GET /metadata` serves. */
export type MetadataEntityName = 'notifications' | 'saml' | 'audits' | 'adminBox';

/** Query of `GET /metadata`. */
export interface GetMetadataQuery {
  entityName: MetadataEntityName;
}

/** One metadata record; `configuration` holds the entity's settings. */
export interface MetadataRow<C = Record<string, unknown>> {
  id?: string;
  entityName?: MetadataEntityName;
  configuration: C;
  createdAt?: string;
  updatedAt?: string;
}

/** Response of `GET /metadata`: the matching records (the call returns the first). */
export interface MetadataResponse<C = Record<string, unknown>> {
  rows?: MetadataRow<C>[];
}

/** Audit column types. */
export type AuditColumnType = 'Timestamp' | 'Email' | 'AlphaNumeric' | 'IpAddress' | 'Severity' | 'Json';

/** An audit-log column as the audits metadata describes it. */
export interface AuditColumn {
  name: string;
  displayName: string;
  type: AuditColumnType;
  sortable?: boolean;
  filterable?: boolean;
  showInTable?: boolean;
  showInMoreInfo?: boolean | 'always';
  isPredefined?: boolean;
}

/** Configuration of the audits metadata: the columns. */
export interface AuditsMetadataConfiguration {
  properties: AuditColumn[];
}

/** One change of the admin login box: an operation `type` at a dotted `path`, with its `payload`. */
export interface AdminBoxAction {
  type: string;
  path: string;
  payload?: unknown;
}

/** `POST /metadata/admin-box`. */
export interface UpdateAdminBoxConfigurationRequest {
  actions: AdminBoxAction[];
}

/** Location data of an IP address (`GET /metadata/ip/{ip}`, `GET /metadata/ipme`). */
export interface IpMetadata {
  ip?: string;
  /** Address family. */
  version?: 'v4' | 'v6';
  /** A private, link-local, carrier-grade NAT or loopback address. */
  isPrivate?: boolean;
  isLoopback?: boolean;
  countryCode?: string;
  countryName?: string;
  regionName?: string;
  city?: string;
  zipCode?: string;
  timeZone?: string;
  latitude?: number;
  longitude?: number;
}
