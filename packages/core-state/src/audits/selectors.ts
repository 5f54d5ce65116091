import type { AuditColumn } from '@portico/rest-api/metadata';
import { memoSelector } from '../shared/memo';
import type { AuditsState } from './types';

/** The columns shown, in order. */
export const selectVisibleAuditColumns = memoSelector(
  (s: AuditsState) => [s.columns, s.visible] as const,
  (columns, visible): AuditColumn[] => columns.filter((c) => visible.includes(c.name)),
);

/** Columns one may filter on. */
export const selectFilterableAuditColumns = memoSelector(
  (s: AuditsState) => [s.columns] as const,
  (columns): AuditColumn[] => columns.filter((c) => c.filterable !== false),
);

/** Number of active column filters. */
export const selectActiveAuditFilterCount = (s: AuditsState): number => Object.keys(s.filters).length;
