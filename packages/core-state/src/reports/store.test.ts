import { describe, expect, it } from 'vitest';
import { fakeAdminServer, httpError } from '../../test/admin-server';
import { createAdminPreviewApi } from '../preview/admin/api';
import { selectReport } from './selectors';
import { createReportsStore } from './store';

const R = '/reports/resources/reports/v2';
const decode = (s: string) => JSON.parse(Buffer.from(s, 'base64').toString('utf8')) as unknown;

function setup() {
  const server = fakeAdminServer({
    [`GET ${R}/tenant-reports`]: () => [{ id: 'r1', templateId: 'users', name: 'Users report' }],
    [`POST ${R}/tenant-reports`]: (r) => {
      const b = r.body as { templateId: string };
      if (b.templateId === 'users') throw httpError(409, 'A report of this template already exists');
      return { id: 'r2', ...b };
    },
    [`POST ${R}/*/tenant-reports`]: (r, [templateId]) => ({ id: 'r1', templateId, ...(r.body as object) }),
    'GET /reports/engine/resources/triggers/v1/preview-report': () => new Response('<h1>Users report</h1>', { headers: { 'content-type': 'text/html' } }),
  });
  return { ...server, store: createReportsStore({ api: server.api.reports }) };
}

describe('reports store', () => {
  it('lists, creates, saves settings with filters as base64 JSON, previews', async () => {
    const { store, seen } = setup();
    await store.getState().load();
    expect(store.getState().reports).toMatchObject({ status: 'ready', data: [{ templateId: 'users' }] });
    expect(await store.getState().create({ templateId: 'security', recipients: ['a@b.test'] })).toBe(true);
    expect(store.getState().reports.data.map((r) => r.templateId)).toEqual(['security', 'users']);
    expect(await store.getState().update('users', { name: 'Weekly', schedule: { cron: '0 8 * * 1' }, dataFilters: { status: 'active' } })).toBe(true);
    expect(decode((seen.at(-1)!.body as { dataFilters: string }).dataFilters)).toEqual({ status: 'active' });
    expect(selectReport('users')(store.getState())?.name).toBe('Weekly');
    expect(await store.getState().loadPreview({ id: 'users', dataFilters: { search: 'x' } })).toBe(true);
    expect(decode(seen.at(-1)!.query.get('dataFilters')!)).toEqual({ search: 'x' });
    expect(store.getState().preview.data).toEqual({ id: 'users', html: '<h1>Users report</h1>' });
  });

  it('shows the server\'s refusal', async () => {
    const { store } = setup();
    expect(await store.getState().create({ templateId: 'users' })).toBe(false);
    expect(store.getState().save).toEqual({ status: 'error', error: 'A report of this template already exists' });
  });

  it('the preview fake answers like the server: templates, refusals, a preview page of the sample users', async () => {
    const store = createReportsStore({ api: createAdminPreviewApi({ delayMs: 0 }).reports });
    expect(await store.getState().create({ templateId: 'payroll' })).toBe(false);
    expect(store.getState().save.error).toBe('Unknown report template');
    expect(await store.getState().update('users', { schedule: { cron: '0 8 * * 1' } })).toBe(false);
    expect(store.getState().save.error).toBe('recipients: a scheduled report needs at least one recipient');
    expect(await store.getState().create({ templateId: 'users', recipients: ['Ops@Acme.example'] })).toBe(true);
    expect(selectReport('users')(store.getState())).toMatchObject({ name: 'Users report', recipients: ['ops@acme.example'], active: true });
    await store.getState().loadPreview({ id: 'users', dataFilters: { status: 'disabled' } });
    expect(store.getState().preview.data!.html).toContain('<dt>Members</dt><dd>1</dd>');
  });
});
