// The audits catalogue cases: used by src/audits/calls.test.ts (request shapes) and by the contract suite (tests/contract).
import { expect } from 'vitest';
import type { CatalogueCase } from '../catalogue';
import * as calls from '../../src/audits/calls';

const headerProps = [
  { name: 'createdAt', displayName: 'Time', type: 'Timestamp' as const },
  { name: 'email', displayName: 'User', type: 'Email' as const },
];

export { calls };

/** One invocation of every exported call of the domain, with what it must send. */
export const cases: Record<keyof typeof calls, CatalogueCase> = {
  getAudits: {
    call: (c) =>
      calls.getAudits(c, { offset: 40, count: 20, sortBy: 'email', sortDirection: 'asc', filter: 'login', severity: 'High', paginationMode: 'virtual' }),
    replies: [{ body: { data: [{ createdAt: '2024-05-01T00:00:00Z', email: 'ann@example.com' }], total: 41 } }],
    expect: {
      method: 'GET',
      path: '/frontegg/audits',
      query: { offset: '40', count: '20', sortBy: 'email', sortDirection: 'asc', filter: 'login', severity: 'High', paginationMode: 'virtual' },
    },
    result: (r) => expect(r).toMatchObject({ total: 41, data: [{ email: 'ann@example.com' }] }),
  },
  getAuditsStats: {
    call: (c) => calls.getAuditsStats(c),
    replies: [{ body: { totalToday: 12, severeThisWeek: 2 } }],
    expect: { method: 'GET', path: '/frontegg/audits/stats' },
    result: (r) => expect(r).toEqual({ totalToday: 12, severeThisWeek: 2 }),
  },
  exportAudits: {
    call: (c) => calls.exportAudits(c, { headerProps, filters: { sortBy: 'createdAt', sortDirection: 'desc', severity: 'High' } }),
    replies: [{ body: 'Time,User\n', headers: { 'content-type': 'text/csv' } }],
    expect: {
      method: 'POST',
      path: '/frontegg/audits/export/csv',
      body: { headerProps, offset: 0, sortBy: 'createdAt', sortDirection: 'desc', severity: 'High' },
    },
    result: (r) => expect((r as File).name).toBe('audits.csv'),
  },
};
