import { afterAll, beforeAll, describe } from 'vitest';
import { DEMO_MEMBER, startServer, type TestServer } from '../test/fixture';
import { matrixTests, signInCallers, type MatrixCase, type Who } from '../test/isolation';

// Every reports route × (own tenant's admin, another tenant's admin — also naming our tenant in the scoped-tenant
// header — own tenant without any role, and the read-only member for writes) → only the first reads or changes ours.

let t: TestServer;
const tok: Record<Who, string> = { own: '', other: '', otherScoped: '', noRole: '', member: '' };
let acme = '';
let acmeReportId = '';
const R = '/reports/resources/reports/v2';
const send = (path: string, token: string, headers: Record<string, string>, init: { method?: string; json?: unknown } = {}) =>
  t.browser().fetch(path, { ...init, token, headers });
const acmeReport = async (template: string) =>
  t.db.selectFrom('tenant_reports').select(['name']).where('tenant_id', '=', acme).where('template_id', '=', template).executeTakeFirst();

beforeAll(async () => {
  t = await startServer();
  acme = await signInCallers(t, tok);
  acmeReportId = (await send(`${R}/tenant-reports`, tok.own, {}, { method: 'POST', json: { templateId: 'users', name: 'Acme users' } })).data.id;
});
afterAll(async () => t?.close());

const CASES: MatrixCase[] = [
  { name: `GET ${R}/tenant-reports`, write: false, run: (tk, h) => send(`${R}/tenant-reports`, tk, h),
    affected: async (res) => res.status === 200 && (res.data as { name: string }[]).some((r) => r.name === 'Acme users') },
  { name: `GET ${R}/users/tenant-reports`, write: false, run: (tk, h) => send(`${R}/users/tenant-reports`, tk, h),
    affected: async (res) => res.status === 200 && res.data.name === 'Acme users' },
  // Frontegg's client names a report by its own id (before the writes below rename it).
  { name: `GET ${R}/{reportId}/tenant-reports`, write: false, run: (tk, h) => send(`${R}/${acmeReportId}/tenant-reports`, tk, h),
    affected: async (res) => res.status === 200 && res.data.name === 'Acme users' },
  { name: `POST ${R}/users/tenant-reports`, write: true, setup: async () => `n-${crypto.randomUUID()}`,
    run: (tk, h, n) => send(`${R}/users/tenant-reports`, tk, h, { method: 'POST', json: { name: n } }),
    affected: async (_res, n) => (await acmeReport('users'))?.name === n },
  { name: `POST ${R}/tenant-reports`, write: true, setup: async () => {
    await t.db.deleteFrom('tenant_reports').where('tenant_id', '=', acme).where('template_id', '=', 'security').execute();
    return `s-${crypto.randomUUID()}`;
  }, run: (tk, h, n) => send(`${R}/tenant-reports`, tk, h, { method: 'POST', json: { templateId: 'security', name: n } }),
  affected: async (_res, n) => (await acmeReport('security'))?.name === n },
  // Frontegg's client sends a report now; only our admin's mail carries our members.
  { name: 'POST triggers tenant-reports (send now)', write: true, setup: async () => `r-${crypto.randomUUID()}@elsewhere.test`,
    run: (tk, h, to) => send('/reports/engine/resources/triggers/v1/tenant-reports', tk, h, { method: 'POST', json: { templateId: 'users', to: [to] } }),
    affected: async (_res, to) => ((await (await fetch(`${t.url}/dev/mailbox?to=${encodeURIComponent(to)}`)).json()) as { text: string }[]).some((m) => m.text.includes(DEMO_MEMBER)) },
  { name: 'GET preview-report', write: false, run: (tk, h) => send('/reports/engine/resources/triggers/v1/preview-report?id=users', tk, h),
    affected: async (res) => res.status === 200 && res.text.includes(DEMO_MEMBER) },
];

describe('reports cross-tenant matrix', () => {
  matrixTests(CASES, tok, () => acme);
});
