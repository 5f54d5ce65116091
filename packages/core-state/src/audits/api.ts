import type { ApiClient } from '@portico/rest-api';
import { exportAudits, getAudits, getAuditsStats } from '@portico/rest-api/audits';
import type { AuditsPage, AuditsStats, ExportAuditsRequest, GetAuditsQuery } from '@portico/rest-api/audits';
import { getAuditsMetadata } from '@portico/rest-api/metadata';
import type { AuditColumn } from '@portico/rest-api/metadata';

/** The calls the audits store makes (REST or preview). */
export interface AuditsApi {
  /** The audit-log columns (`GET /metadata?entityName=audits`). */
  getColumns(): Promise<AuditColumn[]>;
  /** One page; the store always asks for virtual paging (no exact count). */
  getPage(query: GetAuditsQuery): Promise<AuditsPage>;
  getStats(): Promise<AuditsStats>;
  /** The filtered log as `audits.csv`, streamed by the server. */
  exportCsv(params: ExportAuditsRequest): Promise<File>;
}

/** {@link AuditsApi} over `@portico/rest-api`. */
export const createAuditsRestApi = (client: ApiClient): AuditsApi => ({
  getColumns: async () => (await getAuditsMetadata(client)).configuration.properties,
  getPage: (query) => getAudits(client, query),
  getStats: () => getAuditsStats(client),
  exportCsv: (params) => exportAudits(client, params),
});
