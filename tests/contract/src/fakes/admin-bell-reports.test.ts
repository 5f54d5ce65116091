import { createAdminRestApi, type AdminApi } from '@portico/core-state/admin';
import { createAdminPreviewApi } from '@portico/core-state/preview';
import { notify } from '@portico/server/src/notifications';
import { DEMO_ADMIN, type TestServer } from '@portico/server/src/test/fixture';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRestPort } from '../harness/rest-port';
import { shapeOf } from './flow';

// The admin preview fakes of the bell and of reports answer what the reference server answers: same shapes, same
// refusal messages, the same preview page layout.
let t: TestServer;
let rest: AdminApi;
const preview = createAdminPreviewApi({ delayMs: 0 });
const message = async (p: Promise<unknown>) => p.then(() => 'accepted', (e: { message?: string; status?: number }) => `${e.status} ${e.message}`);
const labels = (html: string) => [...html.matchAll(/<dt>([^<]+)<\/dt>/g)].map((m) => m[1]);

beforeAll(async () => {
  ({ t, rest } = await startRestPort((s) => createAdminRestApi(s.client())));
  const me = await t.db.selectFrom('users').select('id').where('email', '=', DEMO_ADMIN).executeTakeFirstOrThrow();
  const tenant = await t.db.selectFrom('user_tenants').select('tenant_id').where('user_id', '=', me.id).executeTakeFirstOrThrow();
  await notify(t.deps, { userIds: [me.id] }, { tenantId: tenant.tenant_id, title: 'Your roles were changed', body: 'x changed your roles', severity: 'warning' });
});
afterAll(async () => t?.close());

describe('admin preview fakes agree with the server', () => {
  it('notifications: item shape, unknown id refused alike', async () => {
    const [onServer] = await rest.notifications.getNotifications({ offset: 0, limit: 20 });
    const onPreview = (await preview.notifications.getNotifications({ offset: 0, limit: 20 })).find((n) => !n.isPinned);
    expect(shapeOf(onPreview)).toEqual(shapeOf(onServer));
    const unknown = crypto.randomUUID();
    expect(await message(preview.notifications.setStatus(unknown, 'read'))).toBe(await message(rest.notifications.setStatus(unknown, 'read')));
    expect(await message(preview.notifications.setPin(unknown, 'pin'))).toBe(await message(rest.notifications.setPin(unknown, 'pin')));
  });

  it('reports: answers, refusals and the preview page layout', async () => {
    for (const api of [preview, rest]) expect(await api.reports.getTenantReports()).toEqual([]);
    const body = { templateId: 'users', recipients: ['Ops@Acme.test'], dataFilters: { status: 'active' } };
    const [a, b] = [await preview.reports.createTenantReport(body), await rest.reports.createTenantReport(body)];
    expect(shapeOf(a)).toEqual(shapeOf(b));
    expect({ ...a, id: '', createdAt: '', updatedAt: '' }).toEqual({ ...b, id: '', createdAt: '', updatedAt: '' });
    const refusals = [
      (api: AdminApi) => api.reports.createTenantReport({ templateId: 'users' }),
      (api: AdminApi) => api.reports.createTenantReport({ templateId: 'payroll' }),
      (api: AdminApi) => api.reports.getTenantReport('payroll'),
      (api: AdminApi) => api.reports.updateTenantReport('security', { schedule: { cron: '0 8 * * *' } }),
      (api: AdminApi) => api.reports.updateTenantReport('users', { schedule: { cron: 'often' } }),
      (api: AdminApi) => api.reports.updateTenantReport('users', { schedule: { cron: '0 8 * * 1', interval: 'daily' } }),
      (api: AdminApi) => api.reports.updateTenantReport('users', { schedule: { cron: '0 8 * * *', interval: 'monthly' } }),
    ];
    for (const refuse of refusals) expect(await message(refuse(preview))).toBe(await message(refuse(rest)));
    const saved = [await preview.reports.updateTenantReport('users', { name: 'Weekly' }), await rest.reports.updateTenantReport('users', { name: 'Weekly' })];
    expect(shapeOf(saved[0])).toEqual(shapeOf(saved[1]));
    const weekly = { schedule: { cron: '0 8 * * 1', interval: 'weekly' as const } };
    const scheduled = [await preview.reports.updateTenantReport('users', weekly), await rest.reports.updateTenantReport('users', weekly)];
    expect(scheduled[0]?.schedule).toEqual(scheduled[1]?.schedule);
    for (const id of ['users', 'audit-activity', 'security']) {
      expect(labels(await preview.reports.previewReport({ id })), id).toEqual(labels(await rest.reports.previewReport({ id })));
    }
  });
});
