import { request } from '@portico/rest-api';
import * as S from '@portico/rest-api/schemas';
import { getNotifications, markAllNotificationsRead, updateNotificationPinStatus, updateNotificationStatus } from '@portico/rest-api/notifications';
import { createTenantReport, getTenantReport, getTenantReports, previewReport, updateTenantReport } from '@portico/rest-api/reports';
import { notify } from '@portico/server/src/notifications';
import { DEMO_ADMIN } from '@portico/server/src/test/fixture';
import { expect } from 'vitest';
import { refused, roundTrip, step, type StepContext } from '../harness/round-trip';

const firstId = (r: unknown) => (r as { id: string }[])[0]!.id;
const statuses = (r: unknown) => (r as { status: string }[]).map((n) => n.status);

// The seeded admin's bell: two notifications made through the server's notify(), then read, pinned, all read, archived.
roundTrip('notifications', [
  step('no notifications yet', (c) => getNotifications(c.client), S.notificationResponseSchema.array(), (r) => expect(r).toEqual([])),
  step('two arrive', async (c: StepContext) => {
    const me = await c.t.db.selectFrom('users').select('id').where('email', '=', DEMO_ADMIN).executeTakeFirstOrThrow();
    const tenant = await c.t.db.selectFrom('user_tenants').select('tenant_id').where('user_id', '=', me.id).executeTakeFirstOrThrow();
    for (const title of ['First', 'Second']) {
      await notify(c.t.deps, { userIds: [me.id] }, { tenantId: tenant.tenant_id, title, body: `${title} body`, severity: 'info' });
      await new Promise((r) => setTimeout(r, 5));
    }
  }),
  step('listed newest first, unread', (c) => getNotifications(c.client, { offset: 0, limit: 10 }), S.notificationResponseSchema.array(), (r, c) => {
    expect((r as { title: string }[]).map((n) => n.title)).toEqual(['Second', 'First']);
    expect(statuses(r)).toEqual(['unread', 'unread']);
    c.kept.second = firstId(r);
  }),
  step('mark one read', (c) => updateNotificationStatus(c.client, { notificationId: c.kept.second as string, status: 'read' })),
  // Frontegg's client's reading: the same fields under params.
  step('mark it unread and read again, the fields under params', async (c) => {
    await request(c.client, { method: 'PUT', path: '/notification/status', body: { params: { notificationId: c.kept.second, status: 'unread' } } });
    expect((await getNotifications(c.client)).find((n) => n.id === c.kept.second)?.status).toBe('unread');
    await request(c.client, { method: 'PUT', path: '/notification/status', body: { params: { notificationId: c.kept.second, status: 'read' } } });
  }),
  refused('a bad status under params', (c) => request(c.client, { method: 'PUT', path: '/notification/status', body: { params: { notificationId: c.kept.second, status: 'gone' } } }), 400),
  step('pin the other', async (c) => {
    const list = await getNotifications(c.client);
    c.kept.first = list.find((n) => n.title === 'First')!.id;
    await updateNotificationPinStatus(c.client, 'pin', { notificationId: c.kept.first as string });
  }),
  step('pinned first', (c) => getNotifications(c.client), S.notificationResponseSchema.array(), (r, c) => {
    expect(r).toMatchObject([{ id: c.kept.first, isPinned: true, status: 'unread' }, { id: c.kept.second, isPinned: false, status: 'read' }]);
  }),
  step('mark all read', (c) => markAllNotificationsRead(c.client)),
  step('all read', (c) => getNotifications(c.client), S.notificationResponseSchema.array(), (r) => expect(statuses(r)).toEqual(['read', 'read'])),
  step('unpin and archive', async (c) => {
    await updateNotificationPinStatus(c.client, 'unpin', { notificationId: c.kept.first as string });
    await updateNotificationStatus(c.client, { notificationId: c.kept.first as string, status: 'archived' });
  }),
  step('archived one gone', (c) => getNotifications(c.client), S.notificationResponseSchema.array(), (r, c) => expect(r).toMatchObject([{ id: c.kept.second }])),
  refused('an unknown notification', (c) => updateNotificationStatus(c.client, { notificationId: crypto.randomUUID(), status: 'read' }), 404),
]);

roundTrip('tenant reports', [
  step('none yet', (c) => getTenantReports(c.client), S.tenantReportResponseSchema.array(), (r) => expect(r).toEqual([])),
  step('create the users report (filters as base64 JSON)', (c) => createTenantReport(c.client, { templateId: 'users', dataFilters: { status: 'active' } }),
    S.tenantReportResponseSchema, (r) => expect(r).toMatchObject({ templateId: 'users', name: 'Users report', dataFilters: { status: 'active' } })),
  refused('create it again', (c) => createTenantReport(c.client, { templateId: 'users' }), 409),
  step('schedule it weekly to a recipient', (c) => updateTenantReport(c.client, 'users', { schedule: { cron: '0 8 * * 1', timezone: 'UTC', interval: 'weekly' }, recipients: ['ops@acme.test'] }),
    S.tenantReportResponseSchema, (r) => expect(r).toMatchObject({ schedule: { cron: '0 8 * * 1', interval: 'weekly' }, recipients: ['ops@acme.test'] })),
  step('read it', (c) => getTenantReport(c.client, 'users'), S.tenantReportResponseSchema, (r) => expect(r).toMatchObject({ active: true, schedule: { interval: 'weekly' } })),
  refused('an interval the schedule does not allow', (c) => updateTenantReport(c.client, 'users', { schedule: { cron: '0 8 * * 1', interval: 'hourly' as never } }), 400),
  refused('an interval the cron does not keep', (c) => updateTenantReport(c.client, 'users', { schedule: { cron: '0 8 * * 1', interval: 'daily' } }), 400),
  step('a refused interval changed nothing', (c) => getTenantReport(c.client, 'users'), S.tenantReportResponseSchema,
    (r) => expect((r as { schedule: unknown }).schedule).toEqual({ cron: '0 8 * * 1', timezone: 'UTC', interval: 'weekly', tz: 'UTC', active: true })),
  step('list it', (c) => getTenantReports(c.client), S.tenantReportResponseSchema.array(), (r) => expect(r).toHaveLength(1)),
  step('preview with other filters', (c) => previewReport(c.client, { id: 'users', dataFilters: { search: 'member@' } }), undefined, (r) => {
    expect(r).toContain('<dt>Members</dt><dd>1</dd>');
    expect(r).toContain('member@acme.test');
  }),
  // Frontegg's client's reading: a report named by its own id, schedule with tz and status, no recipients, HTML only.
  step('schedule the security report in Frontegg\'s reading', (c) => request(c.client, {
    method: 'POST', path: '/reports/resources/reports/v2/security/tenant-reports',
    body: { schedule: { interval: 'daily', cron: '0 7 * * *', tz: 'UTC', active: true }, status: 'active', dataFilters: btoa('{}'), type: 'html' },
  }), S.tenantReportResponseSchema, (r, c) => {
    expect(r).toMatchObject({ templateId: 'security', status: 'active', type: 'html', recipients: [DEMO_ADMIN], schedule: { cron: '0 7 * * *', timezone: 'UTC', interval: 'daily' } });
    c.kept.report = (r as { id: string }).id;
  }),
  step('read it by its own id', (c) => request(c.client, { method: 'GET', path: `/reports/resources/reports/v2/${c.kept.report as string}/tenant-reports` }), S.tenantReportResponseSchema,
    (r) => expect(r).toMatchObject({ templateId: 'security' })),
  step('preview it by templateId', (c) => request(c.client, {
    method: 'GET', path: '/reports/engine/resources/triggers/v1/preview-report', query: { templateId: c.kept.report as string, dataFilters: btoa('{}'), responseType: 'html' }, responseType: 'text',
  }), undefined, (r) => expect(r).toContain('<h1>Security report</h1>')),
  refused('a pdf preview', (c) => request(c.client, { method: 'GET', path: '/reports/engine/resources/triggers/v1/preview-report', query: { templateId: 'security', responseType: 'pdf' } }), 400),
  step('send it now', (c) => request(c.client, { method: 'POST', path: '/reports/engine/resources/triggers/v1/tenant-reports', body: { templateId: 'users', to: ['ops@acme.test'] } }),
    undefined, (r) => expect(r).toEqual({ templateId: 'users', sent: 1 })),
  refused('an unknown template', (c) => getTenantReport(c.client, 'payroll'), 404),
  refused('a bad cron', (c) => updateTenantReport(c.client, 'users', { schedule: { cron: 'every monday' } }), 400),
]);
