import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN, startServer, type TestServer } from '../test/fixture';
import { claimsOf, newTenantAdmin } from '../test/users-admin';

// Filters per column type, sorts, paging without a count and the streamed CSV export, over HTTP on seeded rows.
let t: TestServer;
let admin = '';
let other = '';
let acme = '';
const TAG = 'qtest';
const get = (qs: string, token = admin) => t.browser().fetch(`/audits?${qs}`, { token });
const exportCsv = (json: unknown, token = admin) => t.browser().fetch('/audits/export/csv', { json, token });
const HEAD = [{ name: 'createdAt', displayName: 'Time' }, { name: 'email', displayName: 'User' }, { name: 'action', displayName: 'Action' },
  { name: 'description', displayName: 'Description' }, { name: 'severity', displayName: 'Severity' }];
/** Splits our quoted CSV (every cell quoted, CRLF lines). */
const parseCsv = (text: string) => text.trimEnd().split('\r\n').map((l) => l.slice(1, -1).split('","').map((c) => c.replaceAll('""', '"')));

beforeAll(async () => {
  t = await startServer();
  admin = (await t.login(DEMO_ADMIN)).accessToken;
  acme = claimsOf(admin).tenantId;
  other = (await newTenantAdmin(t, 'owner@globex.test', 'Globex')).accessToken;
  const vendorId = (await t.db.selectFrom('tenants').select('vendor_id').where('id', '=', acme).executeTakeFirstOrThrow()).vendor_id;
  const base = Date.parse('2026-11-01T12:00:00Z');
  await t.db.insertInto('audits').values(Array.from({ length: 30 }, (_, i) => ({
    id: crypto.randomUUID(), vendor_id: vendorId, tenant_id: acme, user_id: null, email: `u${i % 3}@${TAG}.test`,
    action: i % 2 ? `${TAG} odd` : `${TAG} even`, description: `${TAG} entry ${i}`, ip: `10.9.${i % 4}.${i}`,
    severity: i % 10 === 0 ? 'SEVERE' : i % 5 === 0 ? 'WARNING' : 'INFO', user_agent: `agent-${i % 2}`,
    json: JSON.stringify({ n: i, kind: i % 3 }), created_at: new Date(base + i * 3600_000),
  }))).execute();
  // One row whose cells would run as spreadsheet formulas and need quoting.
  await t.db.insertInto('audits').values({ id: crypto.randomUUID(), vendor_id: vendorId, tenant_id: acme, user_id: null, email: `evil@${TAG}.test`,
    action: `${TAG} formula`, description: '=HYPERLINK("http://x","a, b")\nline', ip: null, severity: 'INFO', user_agent: '@SUM(1)', json: '{}',
    created_at: new Date(base - 3600_000) }).execute();
});
afterAll(async () => t?.close());

describe('GET /audits filters per column type', () => {
  it('Timestamp: a UTC day or a from/to interval; bad dates are a 400', async () => {
    const day = await get(`createdAt=2026-11-02&count=100`);
    expect(day.data.data.length).toBe(18); // 00:00..17:00 of Nov 2 = rows 12..29
    expect(day.data.data.every((e: { createdAt: string }) => e.createdAt.startsWith('2026-11-02'))).toBe(true);
    const range = await get(`createdAt=${encodeURIComponent('2026-11-01T12:00:00Z/2026-11-01T15:00:00Z')}&count=100`);
    expect(range.data.data.map((e: { description: string }) => e.description)).toEqual([`${TAG} entry 2`, `${TAG} entry 1`, `${TAG} entry 0`]);
    expect((await get('createdAt=yesterday')).status).toBe(400);
  });

  it('Email, AlphaNumeric, IpAddress: contains, case-insensitive, LIKE characters literal', async () => {
    expect((await get(`email=U1%40${TAG}&count=100`)).data.data.length).toBe(10);
    expect((await get(`action=${TAG}%20ODD&count=100`)).data.data.length).toBe(15);
    expect((await get(`description=entry%202&count=100`)).data.data.length).toBe(11); // 2, 20..29
    expect((await get(`ip=10.9.3.&count=100`)).data.data.length).toBe(7);
    expect((await get(`description=%25&count=100`)).data.data.length).toBe(0);
    // Whole addresses are equalities (index range scans): 1@qtest.test no longer matches u1@qtest.test.
    expect((await get(`email=U1%40${TAG}.test&count=100`)).data.data.length).toBe(10);
    expect((await get(`email=1%40${TAG}.test&count=100`)).data.data.length).toBe(0);
    expect((await get(`ip=10.9.1.1&count=100`)).data.data.map((e: { ip: string }) => e.ip)).toEqual(['10.9.1.1']);
  });

  it('Severity: stored normalised, matched in any spelling; unknown values are a 400', async () => {
    const severe = await get(`severity=severe&action=${TAG}&count=100`);
    expect(severe.data.data.map((e: { severity: string }) => e.severity)).toEqual(['SEVERE', 'SEVERE', 'SEVERE']);
    expect((await get(`severity=Medium&action=${TAG}&count=100`)).data.data.length).toBe(3);
    expect((await get('severity=purple')).data.errors).toEqual(['severity: Expected INFO, WARNING or SEVERE']);
  });

  it('Json: an object or key:value by containment; anything else is a 400', async () => {
    expect((await get(`json=${encodeURIComponent('{"kind":2}')}&count=100`)).data.data.length).toBe(10);
    expect((await get(`json=${encodeURIComponent('"n": 17')}&count=100`)).data.data.map((e: { json: { n: number } }) => e.json.n)).toEqual([17]);
    expect((await get(`json=${encodeURIComponent('kind=1')}&count=100`)).data.data.length).toBe(10);
    expect((await get(`json=${encodeURIComponent('[1]')}`)).data.errors).toEqual(['json: Expected a JSON object or key:value']);
  });

  it('text search across the text columns', async () => {
    expect((await get(`filter=agent-1&action=${TAG}&count=100`)).data.data.length).toBe(15);
    expect((await get(`filter=10.9.2.&count=100`)).data.data.length).toBe(7);
  });
});

describe('GET /audits sorts and pages', () => {
  it('sorts by each sortable column in both directions; json is not sortable', async () => {
    for (const [col, key] of [['email', 'email'], ['action', 'action'], ['description', 'description'], ['ip', 'ip'], ['severity', 'severity'], ['userAgent', 'userAgent'], ['createdAt', 'createdAt']] as const) {
      for (const dir of ['asc', 'desc'] as const) {
        const res = await get(`description=${TAG}%20entry&sortBy=${col}&sortDirection=${dir}&count=100`);
        const values = res.data.data.map((e: Record<string, string | undefined>) => e[key] ?? '');
        const sorted = [...values].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
        expect(values, `${col} ${dir}`).toEqual(dir === 'asc' ? sorted : sorted.reverse());
      }
    }
    expect((await get('sortBy=json')).status).toBe(400);
  });

  it('virtual paging never counts; the default total is capped, pages do not overlap', async () => {
    const first = await get(`action=${TAG}&count=20&paginationMode=virtual`);
    expect(first.data.total).toBe(21); // "there is a next page", not the count
    const second = await get(`action=${TAG}&count=20&offset=20&paginationMode=virtual`);
    expect(second.data.data.length).toBe(11);
    expect(second.data.total).toBe(31);
    const ids = new Set([...first.data.data, ...second.data.data].map((e: { id: string }) => e.id));
    expect(ids.size).toBe(31);
    expect((await get(`action=${TAG}`)).data.total).toBe(31);
  });
});

describe('POST /audits/export/csv', () => {
  it('streams the filtered, sorted rows with the given headers', async () => {
    const res = await exportCsv({ headerProps: HEAD, offset: 0, action: `${TAG} odd`, sortBy: 'createdAt', sortDirection: 'desc' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="audits.csv"');
    const rows = parseCsv(res.text);
    expect(rows[0]).toEqual(['Time', 'User', 'Action', 'Description', 'Severity']);
    const listed = (await get(`action=${encodeURIComponent(`${TAG} odd`)}&count=100`)).data.data;
    expect(rows.slice(1).map((r) => r[3])).toEqual(listed.map((e: { description: string }) => e.description));
    expect(rows.slice(1).map((r) => r[0])).toEqual(listed.map((e: { createdAt: string }) => e.createdAt));
  });

  it('quotes every cell and neutralises formula starts', async () => {
    const res = await exportCsv({ headerProps: [...HEAD, { name: 'userAgent', displayName: 'User Agent' }], offset: 0, action: `${TAG} formula` });
    expect(res.text).toContain('"\'=HYPERLINK(""http://x"",""a, b"")\nline"');
    expect(res.text).toContain('"\'@SUM(1)"');
  });

  it('keyset batches cover every row exactly once, whatever the sort', async () => {
    for (const sortBy of ['email', 'ip', 'createdAt']) {
      const rows = parseCsv((await exportCsv({ headerProps: [{ name: 'description', displayName: 'D' }], offset: 0, filter: TAG, sortBy, sortDirection: 'asc' })).text);
      expect(new Set(rows.slice(1).map((r) => r[0])).size, sortBy).toBe(31);
    }
  });

  it('refuses unknown columns and formats, needs the permission, and stays in the caller tenant', async () => {
    expect((await exportCsv({ headerProps: [{ name: 'password', displayName: 'P' }], offset: 0 })).status).toBe(400);
    expect((await t.browser().fetch('/audits/export/pdf', { json: { headerProps: HEAD, offset: 0 }, token: admin })).status).toBe(400);
    expect((await exportCsv({ headerProps: HEAD, offset: 0, severity: 'nope' })).status).toBe(400);
    expect((await t.browser().fetch('/audits/export/csv', { json: { headerProps: HEAD, offset: 0 } })).status).toBe(401);
    const globex = await exportCsv({ headerProps: HEAD, offset: 0, filter: TAG }, other);
    expect(parseCsv(globex.text)).toHaveLength(1);
    expect((await t.browser().fetch('/audits/export/csv', { json: { headerProps: HEAD, offset: 0 }, token: other, headers: { 'x-portico-tenant-id': acme } })).status).toBe(403);
  });
});
