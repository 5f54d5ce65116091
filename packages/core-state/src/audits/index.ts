export { createAuditsRestApi } from './api';
export type { AuditsApi } from './api';
export { AUDITS_DEFAULT_SORT, AUDITS_PAGE_SIZE, createAuditsStore } from './store';
export type { AuditColumn, AuditEntry, AuditsSort, AuditsState } from './types';
export { selectActiveAuditFilterCount, selectFilterableAuditColumns, selectVisibleAuditColumns } from './selectors';
