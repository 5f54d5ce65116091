// The reports catalogue cases: used by src/reports/calls.test.ts (request shapes) and by the contract suite (tests/contract).
import { expect } from 'vitest';
import type { CatalogueCase } from '../catalogue';
import * as calls from '../../src/reports/calls';

const V2 = '/frontegg/reports/resources/reports/v2';
const filters = { severity: ['High'], from: '2024-05-01' };
const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64');
const report = { id: 'r1', templateId: 't1', name: 'Weekly users', active: true };

export { calls };

/** One invocation of every exported call of the domain, with what it must send. */
export const cases: Record<keyof typeof calls, CatalogueCase> = {
  getTenantReports: {
    call: (c) => calls.getTenantReports(c),
    replies: [{ body: [report] }],
    expect: { method: 'GET', path: `${V2}/tenant-reports` },
    result: (r) => expect(r).toEqual([report]),
  },
  getTenantReport: {
    call: (c) => calls.getTenantReport(c, 't1'),
    replies: [{ body: report }],
    expect: { method: 'GET', path: `${V2}/t1/tenant-reports` },
    result: (r) => expect(r).toEqual(report),
  },
  updateTenantReport: {
    call: (c) => calls.updateTenantReport(c, 't1', { active: false, recipients: ['ann@example.com'], dataFilters: filters }),
    expect: {
      method: 'POST',
      path: `${V2}/t1/tenant-reports`,
      body: { active: false, recipients: ['ann@example.com'], dataFilters: b64(filters) },
    },
  },
  createTenantReport: {
    call: (c) => calls.createTenantReport(c, { templateId: 't1', name: 'Weekly', schedule: { cron: '0 8 * * 1', timezone: 'UTC' } }),
    expect: {
      method: 'POST',
      path: `${V2}/tenant-reports`,
      body: { templateId: 't1', name: 'Weekly', schedule: { cron: '0 8 * * 1', timezone: 'UTC' } },
    },
  },
  previewReport: {
    call: (c) => calls.previewReport(c, { id: 't1', dataFilters: filters }),
    replies: [{ body: '<html><body>report</body></html>', headers: { 'content-type': 'text/html' } }],
    expect: {
      method: 'GET',
      path: '/frontegg/reports/engine/resources/triggers/v1/preview-report',
      query: { id: 't1', dataFilters: b64(filters) },
    },
    result: (r) => expect(r).toBe('<html><body>report</body></html>'),
  },
};
