import { describe, expect, it } from 'vitest';
import { fakeAdminServer } from '../../test/admin-server';
import { createPreviewDb } from '../preview/admin/db';
import { previewAuditsApi } from '../preview/admin/audits';
import { selectVisibleAuditColumns } from './selectors';
import { createAuditsStore } from './store';

const COLUMNS = [
  { name: 'createdAt', displayName: 'Time', type: 'Timestamp', sortable: true, filterable: true, showInTable: true, showInMoreInfo: 'always', isPredefined: true },
  { name: 'email', displayName: 'User', type: 'Email', sortable: true, filterable: true, showInTable: true, showInMoreInfo: true, isPredefined: true },
  { name: 'severity', displayName: 'Severity', type: 'Severity', sortable: true, filterable: true, showInTable: false, showInMoreInfo: true, isPredefined: true },
];
const entry = (i: number) => ({ id: `a-${i}`, createdAt: new Date(Date.UTC(2026, 10, 1, i)).toISOString(), email: `u${i}@acme.test`, action: 'User logged in', severity: 'INFO' });

function setup() {
  const server = fakeAdminServer({
    'GET /metadata': () => ({ rows: [{ entityName: 'audits', configuration: { properties: COLUMNS } }] }),
    'GET /audits': (r) => {
      const offset = Number(r.query.get('offset'));
      const count = Number(r.query.get('count'));
      const rows = Array.from({ length: Math.max(0, Math.min(count + 1, 45 - offset)) }, (_, i) => entry(offset + i));
      return { data: rows.slice(0, count), total: offset + rows.length };
    },
    'GET /audits/stats': () => ({ totalToday: 4, severeThisWeek: 1 }),
    'POST /audits/export/csv': () => new Response('"Time"\r\n', { status: 200, headers: { 'content-type': 'text/csv' } }),
  });
  return { ...server, store: createAuditsStore({ api: server.api.audits }) };
}

describe('audits store over REST', () => {
  it('loads columns (Severity hidden), stats and the first page: 20, createdAt desc, virtual paging', async () => {
    const { store, calls } = setup();
    await store.getState().load();
    const s = store.getState();
    expect(selectVisibleAuditColumns(s).map((c) => c.name)).toEqual(['createdAt', 'email']);
    expect(s.rows).toHaveLength(20);
    expect(s.hasMore).toBe(true);
    expect(s.stats.data).toEqual({ totalToday: 4, severeThisWeek: 1 });
    expect(Object.fromEntries(calls('GET', '/audits')[0]!.query)).toEqual({ offset: '0', count: '20', sortBy: 'createdAt', sortDirection: 'desc', paginationMode: 'virtual' });
  });

  it('sort, search and filters go to the server and restart at page 0; the last page has no next', async () => {
    const { store, calls } = setup();
    await store.getState().load();
    await store.getState().setPage(2);
    expect(store.getState().rows).toHaveLength(5);
    expect(store.getState().hasMore).toBe(false);
    await store.getState().setSort('email', 'asc');
    await store.getState().setSearch(' admin ');
    await store.getState().setFilter('severity', 'SEVERE');
    const last = Object.fromEntries(calls('GET', '/audits').at(-1)!.query);
    expect(last).toMatchObject({ offset: '0', sortBy: 'email', sortDirection: 'asc', filter: 'admin', severity: 'SEVERE' });
    await store.getState().setFilter('severity', '');
    expect(calls('GET', '/audits').at(-1)!.query.has('severity')).toBe(false);
  });

  it('the column chooser keeps at least one column; the export sends the visible columns and the active filters', async () => {
    const { store, calls } = setup();
    await store.getState().load();
    store.getState().toggleColumn('severity');
    expect(store.getState().visible).toEqual(['createdAt', 'email', 'severity']);
    store.getState().toggleColumn('createdAt');
    store.getState().toggleColumn('email');
    store.getState().toggleColumn('severity');
    expect(store.getState().visible).toEqual(['severity']);
    await store.getState().setFilter('email', 'u1');
    const file = await store.getState().exportCsv();
    expect(file?.name).toBe('audits.csv');
    expect(calls('POST', '/audits/export/csv')[0]!.body).toEqual({
      email: 'u1', sortBy: 'createdAt', sortDirection: 'desc', offset: 0, headerProps: [{ name: 'severity', displayName: 'Severity', type: 'Severity' }],
    });
  });
});

describe('preview audits fake', () => {
  const api = previewAuditsApi(createPreviewDb(), async (v) => v());
  it('pages virtually, filters and sorts like the server', async () => {
    const first = await api.getPage({ offset: 0, count: 20, paginationMode: 'virtual' });
    expect([first.data.length, first.total]).toEqual([20, 21]);
    const severe = await api.getPage({ severity: 'high', count: 100 });
    expect(severe.data.every((e) => e.severity === 'SEVERE')).toBe(true);
    expect(severe.total).toBe(severe.data.length);
    const sorted = (await api.getPage({ sortBy: 'action', sortDirection: 'asc', count: 100 })).data.map((e) => e.action!);
    expect(sorted).toEqual([...sorted].sort());
    await expect(api.getPage({ severity: 'purple' })).rejects.toMatchObject({ status: 400 });
  });

  it('exports CSV rows matching the list, quoted', async () => {
    const file = await api.exportCsv({ headerProps: [{ name: 'action', displayName: 'Action' }], filters: { action: 'failed' } });
    const lines = (await file.text()).trimEnd().split('\r\n');
    const listed = (await api.getPage({ action: 'failed', count: 100 })).data;
    expect(lines).toEqual(['"Action"', ...listed.map(() => '"Login failed"')]);
  });
});
