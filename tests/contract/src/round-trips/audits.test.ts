import { request } from '@portico/rest-api';
import { exportAudits, getAudits, getAuditsStats } from '@portico/rest-api/audits';
import { expect } from 'vitest';
import { refused, roundTrip, step } from '../harness/round-trip';

type Page = { data: { action: string; email?: string; createdAt: string; severity: string }[]; total: number };
const HEAD = [{ name: 'createdAt', displayName: 'Time' }, { name: 'email', displayName: 'User' }, { name: 'action', displayName: 'Action' }];

// The audit log through the real client: defaults, virtual paging, filters and sort, stats, and the CSV file.
roundTrip('audit log', [
  step('first page with the defaults (20, createdAt desc)', (c) => getAudits(c.client), undefined, (r, c) => {
    const page = r as Page;
    expect(page.data.length).toBeGreaterThan(0);
    expect(page.data.some((e) => e.action === 'User logged in')).toBe(true);
    c.kept.first = page.data[0]!.createdAt;
  }),
  step('filter by severity and action, sort by email', (c) => getAudits(c.client, { severity: 'info', action: 'logged in', sortBy: 'email', sortDirection: 'asc' }), undefined,
    (r) => expect((r as Page).data.every((e) => e.severity === 'INFO' && e.action === 'User logged in')).toBe(true)),
  refused('an unknown column is refused', (c) => getAudits(c.client, { password: 'x' }), 400),
  step('stats', (c) => getAuditsStats(c.client), undefined, (r) => expect((r as { totalToday: number }).totalToday).toBeGreaterThan(0)),
  step('CSV export with the list filters', (c) => exportAudits(c.client, { headerProps: HEAD, filters: { action: 'logged in' } }), undefined, async (r) => {
    const file = r as File;
    expect(file.name).toBe('audits.csv');
    const lines = (await file.text()).trimEnd().split('\r\n');
    expect(lines[0]).toBe('"Time","User","Action"');
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.slice(1).every((l) => l.endsWith(',"User logged in"'))).toBe(true);
  }),
  step('virtual paging (login + export rows) says only whether a next page exists', (c) => getAudits(c.client, { count: 1, paginationMode: 'virtual' }), undefined, (r) => {
    expect((r as Page).data).toHaveLength(1);
    expect((r as Page).total).toBe(2);
  }),
  step('entries carry _id and user too (Frontegg\'s client reads those names)', (c) => getAudits(c.client, { count: 5 }), undefined, (r) => {
    for (const e of (r as { data: Record<string, unknown>[] }).data) {
      expect(e._id).toBe(e.id);
      expect(e.user).toBe(e.email);
    }
  }),
  step('CSV export in Frontegg\'s reading: columns as properties, filters in the query', (c) => request(c.client, {
    method: 'POST', path: '/audits/export/csv', body: { properties: HEAD },
    query: { action: 'logged in', sortBy: 'createdAt', sortDirection: 'desc', filter: '', offset: 0, outputFileName: 'audits.csv' }, responseType: 'blob', outputFileName: 'audits.csv',
  }), undefined, async (r) => {
    const lines = (await (r as File).text()).trimEnd().split('\r\n');
    expect(lines[0]).toBe('"Time","User","Action"');
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.slice(1).every((l) => l.endsWith(',"User logged in"'))).toBe(true);
  }),
  refused('Frontegg\'s reading with an unknown column in the query', (c) => request(c.client, {
    method: 'POST', path: '/audits/export/csv', body: { properties: HEAD }, query: { password: 'x' }, responseType: 'blob', outputFileName: 'audits.csv',
  }), 400),
  refused('pdf is not offered', (c) => exportAudits(c.client, { endpoint: 'pdf', headerProps: HEAD }), 400),
]);
