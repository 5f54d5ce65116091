import type { ApiClient } from '../core/client';
import { AUDITS } from '../core/paths';
import { request, type CallOptions } from '../core/request';
import { AUDITS_DEFAULTS } from './constants';
import type { AuditsPage, AuditsStats, ExportAuditsRequest, GetAuditsQuery } from './types';

/** `GET /audits`: one page of the audit log; unset paging and sort take the defaults (offset 0, count 20, createdAt desc). */
export function getAudits(client: ApiClient, query?: GetAuditsQuery, options?: CallOptions): Promise<AuditsPage> {
  const { offset, count, sortBy, sortDirection, ...rest } = query ?? {};
  return request<AuditsPage>(client, {
    signal: options?.signal,
    method: 'GET',
    path: AUDITS,
    query: {
      ...rest,
      offset: offset ?? AUDITS_DEFAULTS.offset,
      count: count ?? AUDITS_DEFAULTS.count,
      sortBy: sortBy || AUDITS_DEFAULTS.sortBy,
      sortDirection: sortDirection ?? AUDITS_DEFAULTS.sortDirection,
    },
  });
}

/** `GET /audits/stats`: entries today and severe entries this week. */
export function getAuditsStats(client: ApiClient, options?: CallOptions): Promise<AuditsStats> {
  return request<AuditsStats>(client, { signal: options?.signal, method: 'GET', path: `${AUDITS}/stats` });
}

/**
 * `POST /audits/export/{endpoint}`: the filtered log as a file (`audits.csv` unless named), from offset 0.
 * @example const file = await exportAudits(client, { headerProps: [{ name: 'email', displayName: 'User' }] });
 */
export function exportAudits(client: ApiClient, params: ExportAuditsRequest, options?: CallOptions): Promise<File> {
  const endpoint = params.endpoint ?? 'csv';
  return request<File>(client, {
    signal: options?.signal,
    method: 'POST',
    path: `${AUDITS}/export/${encodeURIComponent(endpoint)}`,
    body: { ...params.filters, headerProps: params.headerProps, offset: 0 },
    responseType: 'blob',
    outputFileName: params.outputFileName || `audits.${endpoint}`,
  });
}
