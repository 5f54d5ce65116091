import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN, DEMO_MEMBER, lastMail, startServer, type TestServer } from '../test/fixture';
import { ID, inviteAndActivate, newTenantAdmin } from '../test/users-admin';
import { runDueReports, startReportScheduler } from './service';

let t: TestServer;
let admin = '';
let member = '';
let tenantId = '';
const R = '/reports/resources/reports/v2';
const PREVIEW = '/reports/engine/resources/triggers/v1/preview-report';
const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64');
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- loosely typed JSON, each assertion states its shape
const call = (method: string, path: string, token = admin, json?: unknown): Promise<{ status: number; data: any; text: string; headers: Headers }> =>
  t.browser().fetch(path, { method, json, token });
const preview = (id: string, filters?: unknown, token = admin) =>
  call('GET', `${PREVIEW}?id=${id}${filters ? `&dataFilters=${encodeURIComponent(b64(filters))}` : ''}`, token);
/** The figure a preview shows for a summary label. */
const figure = (html: string, label: string) => Number(new RegExp(`<dt>${label}</dt><dd>(\\d+)</dd>`).exec(html)?.[1]);

beforeAll(async () => {
  t = await startServer();
  const a = await t.login(DEMO_ADMIN);
  admin = a.accessToken;
  tenantId = a.data.tenantId ?? (await t.db.selectFrom('tenants').select('id').where('name', '=', 'Acme').executeTakeFirstOrThrow()).id;
  member = (await t.login(DEMO_MEMBER)).accessToken;
});
afterAll(async () => t?.close());

describe('tenant reports', () => {
  it('create → read → list → save settings, filters stored decoded, audited', async () => {
    expect((await call('GET', `${R}/tenant-reports`)).data).toEqual([]);
    const created = await call('POST', `${R}/tenant-reports`, admin, { templateId: 'users', dataFilters: b64({ status: 'active' }) });
    expect(created.status).toBe(201);
    expect(created.data).toMatchObject({ templateId: 'users', name: 'Users report', active: true, recipients: [], dataFilters: { status: 'active' } });
    expect((await call('POST', `${R}/tenant-reports`, admin, { templateId: 'users' })).status).toBe(409);
    expect((await call('GET', `${R}/users/tenant-reports`)).data).toEqual(created.data);

    const saved = await call('POST', `${R}/users/tenant-reports`, admin, {
      name: 'Weekly users', recipients: ['Ops@Acme.test'], schedule: { cron: '0 8 * * 1', timezone: 'Europe/London' }, dataFilters: b64({ search: 'acme' }),
    });
    expect(saved.status).toBe(200);
    expect(saved.data).toMatchObject({ id: created.data.id, name: 'Weekly users', recipients: ['ops@acme.test'], schedule: { cron: '0 8 * * 1', timezone: 'Europe/London' }, dataFilters: { search: 'acme' } });
    // The first save of another template creates it.
    expect((await call('POST', `${R}/audit-activity/tenant-reports`, admin, { active: false })).data).toMatchObject({ templateId: 'audit-activity', active: false, name: 'Audit activity report' });
    expect((await call('GET', `${R}/tenant-reports`)).data.map((r: { templateId: string }) => r.templateId).sort()).toEqual(['audit-activity', 'users']);
    const audits = await t.db.selectFrom('audits').select('action').where('tenant_id', '=', tenantId).where('action', 'like', 'Report %').execute();
    expect(audits.map((a) => a.action).sort()).toEqual(['Report created', 'Report updated', 'Report updated']);
  });

  it('refuses bad input with a clear message and keeps what was saved', async () => {
    const bad = async (path: string, json: unknown, status: number, message: RegExp) => {
      const res = await call('POST', path, admin, json);
      expect(res.status, JSON.stringify(json)).toBe(status);
      expect(res.data.errors.join(), JSON.stringify(json)).toMatch(message);
    };
    await bad(`${R}/tenant-reports`, { templateId: 'payroll' }, 400, /Unknown report template/);
    await bad(`${R}/payroll/tenant-reports`, {}, 404, /Unknown report template/);
    await bad(`${R}/users/tenant-reports`, { schedule: { cron: '0 25 * * *' } }, 400, /schedule.cron: not a valid cron expression/);
    await bad(`${R}/users/tenant-reports`, { schedule: { cron: '0 8 * * *', timezone: 'Mars/Olympus' } }, 400, /schedule.timezone: unknown time zone/);
    await bad(`${R}/security/tenant-reports`, { schedule: { cron: '0 8 * * *' } }, 400, /a scheduled report needs at least one recipient/);
    await bad(`${R}/users/tenant-reports`, { dataFilters: b64({ salary: 1 }) }, 400, /dataFilters/);
    await bad(`${R}/users/tenant-reports`, { dataFilters: b64({ status: 'gone' }) }, 400, /dataFilters.status/);
    await bad(`${R}/users/tenant-reports`, { dataFilters: { status: 'active' } }, 400, /dataFilters/);
    await bad(`${R}/users/tenant-reports`, { recipients: ['not-an-email'] }, 400, /recipients/);
    expect((await call('GET', `${R}/users/tenant-reports`)).data).toMatchObject({ name: 'Weekly users', dataFilters: { search: 'acme' }, schedule: { cron: '0 8 * * 1' } });
    expect((await call('GET', `${R}/security/tenant-reports`)).status).toBe(404);
  });

  it('readers read and preview; only writers save; no token, no reports', async () => {
    expect((await call('GET', `${R}/tenant-reports`, member)).status).toBe(200);
    expect((await preview('users', undefined, member)).status).toBe(200);
    expect((await call('POST', `${R}/users/tenant-reports`, member, { name: 'Mine' })).status).toBe(403);
    expect((await call('POST', `${R}/tenant-reports`, member, { templateId: 'security' })).status).toBe(403);
    expect((await t.browser().fetch(`${R}/tenant-reports`)).status).toBe(401);
    expect((await t.browser().fetch(`${PREVIEW}?id=users`)).status).toBe(401);
  });
});

describe('preview: real data of the tenant', () => {
  it('users: every member of the tenant with the right figures, filters applied, values escaped', async () => {
    await inviteAndActivate(t, admin, 'pending-x@acme.test', []).catch(() => undefined);
    await call('POST', `${ID}/users/v2`, admin, { email: 'zed@acme.test', name: '<script>alert(1)</script>', roleIds: [] });
    const res = await preview('users', {});
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
    const rows = await t.db.selectFrom('user_tenants as ut').innerJoin('users as u', 'u.id', 'ut.user_id').select(['u.email', 'ut.activated'])
      .where('ut.tenant_id', '=', tenantId).execute();
    expect(figure(res.text, 'Members')).toBe(rows.length);
    expect(figure(res.text, 'Pending activation')).toBe(rows.filter((r) => !r.activated).length);
    for (const r of rows) expect(res.text).toContain(`<td>${r.email}</td>`);
    expect(res.text).not.toContain('<script>');
    expect(res.text).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');

    const only = await preview('users', { search: 'MEMBER@' });
    expect(figure(only.text, 'Members')).toBe(1);
    expect(only.text).toContain(DEMO_MEMBER);
    expect(only.text).not.toContain(DEMO_ADMIN);
    // Without filters in the query, the saved filters apply (search 'acme': every Acme address).
    expect(figure((await preview('users')).text, 'Members')).toBe(rows.filter((r) => r.email.includes('acme')).length);
    expect((await preview('users', { status: 'nope' })).status).toBe(400);
    expect((await preview('payroll')).status).toBe(404);
  });

  it('audit activity: counts per action and severity equal the audit table in the period', async () => {
    const res = await preview('audit-activity', { from: '2000-01-01', to: Date.now() + 60_000 });
    const all = await t.db.selectFrom('audits').select(['action', 'severity']).where('tenant_id', '=', tenantId).execute();
    expect(figure(res.text, 'Events')).toBe(all.length);
    expect(figure(res.text, 'Warning')).toBe(all.filter((a) => a.severity === 'WARNING').length);
    const created = all.filter((a) => a.action === 'Report created').length;
    expect(res.text).toContain(`<tr><td>Report created</td><td>${created}</td></tr>`);
    const severe = await preview('audit-activity', { severity: 'SEVERE', from: '2000-01-01' });
    expect(figure(severe.text, 'Events')).toBe(all.filter((a) => a.severity === 'SEVERE').length);
    // A period in the past holds nothing.
    expect(figure((await preview('audit-activity', { from: '2001-01-01', to: '2001-02-01' })).text, 'Events')).toBe(0);
  });

  it('security: members, breached passwords and open sessions of the tenant', async () => {
    await t.db.updateTable('users').set({ password_breached: true }).where('email', '=', DEMO_MEMBER).execute();
    const res = await preview('security', {});
    const active = await t.db.selectFrom('user_tenants').select('user_id').where('tenant_id', '=', tenantId).where('disabled_at', 'is', null).execute();
    const sessions = await t.db.selectFrom('sessions').select('id').where('tenant_id', '=', tenantId).where('revoked_at', 'is', null).execute();
    expect(figure(res.text, 'Members')).toBe(active.length);
    expect(figure(res.text, 'Breached passwords')).toBe(1);
    expect(figure(res.text, 'Open sessions')).toBe(sessions.length);
    expect(figure(res.text, 'MFA enrolled') + figure(res.text, 'MFA not enrolled')).toBe(active.length);
    // A member whose only second factor is a security key counts as enrolled.
    const { id } = await t.db.selectFrom('users').select('id').where('email', '=', DEMO_MEMBER).executeTakeFirstOrThrow();
    await t.db.insertInto('webauthn_credentials').values({ id: crypto.randomUUID(), user_id: id, purpose: 'mfa', credential_id: `c-${crypto.randomUUID()}`, public_key: 'pk', device_type: 'CrossPlatform', device_name: 'Security key 1' }).execute();
    expect(figure((await preview('security', {})).text, 'MFA enrolled')).toBe(figure(res.text, 'MFA enrolled') + 1);
  });
});

describe('isolation between tenants', () => {
  it('another tenant sees none of Acme\'s reports or data', async () => {
    const globex = await newTenantAdmin(t, 'owner@globex-r.test', 'Globex');
    expect((await call('GET', `${R}/tenant-reports`, globex.accessToken)).data).toEqual([]);
    expect((await call('GET', `${R}/users/tenant-reports`, globex.accessToken)).status).toBe(404);
    const html = (await preview('users', {}, globex.accessToken)).text;
    expect(figure(html, 'Members')).toBe(1);
    expect(html).toContain('owner@globex-r.test');
    expect(html).not.toContain('acme.test');
    expect(figure((await preview('audit-activity', { from: '2000-01-01' }, globex.accessToken)).text, 'Events'))
      .toBe((await t.db.selectFrom('audits').select('id').where('tenant_id', '=', globex.tenantId).execute()).length);
    // Saving the same template in Globex leaves Acme's report as it was.
    expect((await call('POST', `${R}/users/tenant-reports`, globex.accessToken, { name: 'Globex users' })).status).toBe(200);
    expect((await call('GET', `${R}/users/tenant-reports`)).data.name).toBe('Weekly users');
  });
});

describe('schedule', () => {
  it('mails a due report to each recipient once per run, through the outbox', async () => {
    const row = await t.db.selectFrom('tenant_reports').select(['schedule_from']).where('tenant_id', '=', tenantId).where('template_id', '=', 'users').executeTakeFirstOrThrow();
    const from = new Date(row.schedule_from);
    // Not due before the next Monday 08:00 London.
    expect(await runDueReports(t.deps, new Date(from.getTime() + 60_000))).toBe(0);
    const later = new Date(from.getTime() + 8 * 86_400_000);
    expect(await runDueReports(t.deps, later)).toBe(1);
    const mail = await lastMail(t, 'ops@acme.test');
    expect(mail.subject).toBe('Weekly users — Acme');
    expect(mail.text).toContain(DEMO_MEMBER);
    expect(mail.text).toMatch(/Members: \d+/);
    // The same run is not sent twice; the next one is a week later.
    expect(await runDueReports(t.deps, later)).toBe(0);
    expect(await runDueReports(t.deps, new Date(later.getTime() + 8 * 86_400_000))).toBe(1);
    // An inactive report is never sent.
    await call('POST', `${R}/users/tenant-reports`, admin, { active: false });
    expect(await runDueReports(t.deps, new Date(later.getTime() + 30 * 86_400_000))).toBe(0);
  });

  it('the running server\'s due-check sends a report that became due, by itself', async () => {
    await call('POST', `${R}/audit-activity/tenant-reports`, admin, { active: true, recipients: ['audit@acme.test'], schedule: { cron: '0 * * * *' } });
    await t.db.updateTable('tenant_reports').set({ schedule_from: new Date(Date.now() - 2 * 3_600_000) }).where('template_id', '=', 'audit-activity').where('tenant_id', '=', tenantId).execute();
    const stop = startReportScheduler(t.deps, 50);
    try {
      await expect.poll(async () => (await lastMail(t, 'audit@acme.test').catch(() => undefined))?.subject, { timeout: 5000 }).toBe('Audit activity report — Acme');
    } finally {
      stop();
    }
  });
});

describe('Frontegg\'s client\'s reading', () => {
  const TRIGGERS = '/reports/engine/resources/triggers/v1';
  it('schedules with tz, status and no recipients (sent to the admin who scheduled it), by the report\'s own id too', async () => {
    const saved = await call('POST', `${R}/security/tenant-reports`, admin, {
      schedule: { interval: 'weekly', cron: '0 9 * * 1', tz: 'Europe/London', active: true }, status: 'active', dataFilters: b64({}), type: 'html',
    });
    expect(saved.status).toBe(200);
    expect(saved.data).toMatchObject({ templateId: 'security', status: 'active', type: 'html', active: true, recipients: [DEMO_ADMIN], schedule: { cron: '0 9 * * 1', timezone: 'Europe/London' } });
    // Answered in both readings: the zone as `timezone` and as `tz`, and the report's switch as `schedule.active`.
    expect(saved.data.schedule).toEqual({ cron: '0 9 * * 1', timezone: 'Europe/London', interval: 'weekly', tz: 'Europe/London', active: true });
    // The report's own id names it wherever a template id goes.
    expect((await call('GET', `${R}/${saved.data.id}/tenant-reports`)).data).toEqual(saved.data);
    const off = await call('POST', `${R}/${saved.data.id}/tenant-reports`, admin, { status: 'inactive' });
    expect(off.data).toMatchObject({ id: saved.data.id, active: false, status: 'inactive', recipients: [DEMO_ADMIN], schedule: { tz: 'Europe/London', active: false } });
    const page = await call('GET', `${TRIGGERS}/preview-report?templateId=${saved.data.id}&dataFilters=${encodeURIComponent(b64({}))}&responseType=html&name=security`);
    expect(page.status).toBe(200);
    expect(page.text).toContain('<h1>Security report</h1>');
    // Only html is rendered; another tenant's report id is nobody's here.
    expect((await call('GET', `${TRIGGERS}/preview-report?templateId=security&responseType=pdf`)).status).toBe(400);
    expect((await call('POST', `${R}/security/tenant-reports`, admin, { type: 'pdf' })).status).toBe(400);
    expect((await call('GET', `${R}/${crypto.randomUUID()}/tenant-reports`)).status).toBe(404);
  });

  it('stores the schedule\'s interval and reads it back; refuses an unknown one and one the cron does not keep', async () => {
    const save = (schedule: unknown) => call('POST', `${R}/audit-activity/tenant-reports`, admin, { recipients: ['ops@acme.test'], schedule });
    const daily = await save({ cron: '30 7 * * *', interval: 'daily' });
    expect(daily.status).toBe(200);
    // No zone set: the cron runs in UTC, which Frontegg's reading (`tz`) says.
    expect(daily.data.schedule).toEqual({ cron: '30 7 * * *', interval: 'daily', tz: 'UTC', active: true });
    expect((await call('GET', `${R}/audit-activity/tenant-reports`)).data.schedule).toEqual(daily.data.schedule);
    expect((await call('GET', `${R}/tenant-reports`)).data.find((r: { templateId: string }) => r.templateId === 'audit-activity').schedule.interval).toBe('daily');
    expect((await save({ cron: '0 6 1 * *', interval: 'monthly' })).data.schedule.interval).toBe('monthly');
    expect((await save({ cron: '*/15 * * * *', interval: 'custom' })).data.schedule.interval).toBe('custom');

    const unknown = await save({ cron: '0 6 * * *', interval: 'hourly' });
    expect(unknown.status).toBe(400);
    expect(unknown.data.errors).toEqual(['schedule.interval: Expected daily, weekly, monthly or custom']);
    const mismatch = await save({ cron: '0 9 * * 1', interval: 'daily' });
    expect(mismatch.status).toBe(400);
    expect(mismatch.data.errors).toEqual(['schedule.interval: the cron does not run once a day']);
    expect((await save({ cron: '0 9 * * *', interval: 'weekly' })).data.errors).toEqual(['schedule.interval: the cron does not run once a week']);
    // A refused save loses nothing: the stored schedule is still the last good one.
    expect((await call('GET', `${R}/audit-activity/tenant-reports`)).data.schedule).toEqual({ cron: '*/15 * * * *', interval: 'custom', tz: 'UTC', active: true });
    // A new schedule without an interval names none; settings without a schedule keep it.
    expect((await save({ cron: '0 6 * * *' })).data.schedule).toEqual({ cron: '0 6 * * *', tz: 'UTC', active: true });
    expect((await save({ cron: '0 6 * * *', interval: 'daily' })).data.schedule.interval).toBe('daily');
    expect((await call('POST', `${R}/audit-activity/tenant-reports`, admin, { name: 'Audit digest' })).data.schedule.interval).toBe('daily');
    // The column itself refuses any other period.
    await expect(t.db.updateTable('tenant_reports').set({ schedule_interval: 'hourly' }).where('template_id', '=', 'audit-activity').execute()).rejects.toThrow();
  });

  it('sends a report now to the given addresses, paid from the admin\'s invite budget; readers may not', async () => {
    const sent = await call('POST', `${TRIGGERS}/tenant-reports`, admin, { templateId: 'users', to: ['Now@Acme.test', 'now@acme.test'] });
    expect(sent.status).toBe(200);
    expect(sent.data).toEqual({ templateId: 'users', sent: 1 });
    expect((await lastMail(t, 'now@acme.test')).text).toContain(DEMO_MEMBER);
    expect((await call('POST', `${TRIGGERS}/tenant-reports`, member, { templateId: 'users', to: ['x@acme.test'] })).status).toBe(403);
    expect((await call('POST', `${TRIGGERS}/tenant-reports`, admin, { templateId: 'users', to: [] })).status).toBe(400);
    expect((await call('POST', `${TRIGGERS}/tenant-reports`, admin, { templateId: 'payroll', to: ['x@acme.test'] })).status).toBe(400);
  });
});
