// The audit domain as other domains use it.
export type { AuditLog } from './audit';
