export { AUDIT_COLUMNS } from './audit-columns';
export type { AuditColumnMeta } from './audit-columns';
export { ipFacts } from './ip';
export type { IpFacts } from './ip';
