import type { EmailDomainRestriction } from '@portico/rest-api/configurations';
import { memoSelector } from '../shared/memo';
import type { RestrictionsState } from './types';

/** Paging of the IP list: page (0-based), counts and whether previous / next exist. */
export const selectIpPaging = memoSelector(
  (s: RestrictionsState) => [s.ipList] as const,
  (l) => ({ page: l.page, pageSize: l.pageSize, totalItems: l.totalItems, totalPages: l.totalPages, canPrevious: l.page > 0, canNext: l.page + 1 < l.totalPages }),
);

/** Spec §9: the e-mail domain list shows only entries whose type matches the config's listType. */
export const selectVisibleDomains = memoSelector(
  (s: RestrictionsState) => [s.domains.data, s.domainConfig.data.listType ?? 'block'] as const,
  (items, listType): EmailDomainRestriction[] => items.filter((d) => d.type === listType),
);
