/** An audit-log column as `GET /metadata?entityName=audits` describes it (names are the audits list's fields). */
export interface AuditColumnMeta {
  name: string;
  displayName: string;
  type: 'Timestamp' | 'Email' | 'AlphaNumeric' | 'IpAddress' | 'Severity' | 'Json';
  sortable: boolean;
  filterable: boolean;
  showInTable: boolean;
  showInMoreInfo: boolean | 'always';
  isPredefined: boolean;
}

const col = (name: string, displayName: string, type: AuditColumnMeta['type'], o: Partial<AuditColumnMeta> = {}): AuditColumnMeta => ({
  name, displayName, type, sortable: true, filterable: true, showInTable: true, showInMoreInfo: true, isPredefined: true, ...o,
});

/** The audit log's columns; sortable and filterable match what `GET /audits` accepts. Severity and User Agent start hidden. */
export const AUDIT_COLUMNS: readonly AuditColumnMeta[] = [
  col('createdAt', 'Time', 'Timestamp', { showInMoreInfo: 'always' }),
  col('email', 'User', 'Email'),
  col('action', 'Action', 'AlphaNumeric'),
  col('description', 'Description', 'AlphaNumeric'),
  col('ip', 'IP Address', 'IpAddress'),
  col('severity', 'Severity', 'Severity', { showInTable: false }),
  col('userAgent', 'User Agent', 'AlphaNumeric', { showInTable: false }),
  col('json', 'Json Data', 'Json', { sortable: false }),
];
