// Audit log at scale: seeds 1 M audit rows of one tenant (generate_series, indexes built after the load as the
// migration defines them), then prints p50/p95 per query shape of GET /audits, the stats and a CSV export slice.
// PGlite on disk (a temp dir) by default; PostgreSQL in a fresh schema when TEST_DATABASE_URL is set.
// Usage (from apps/server): pnpm bench:audits   [AUDIT_ROWS=1000000 AUDIT_RUNS=30 AUDIT_KEEP=1]
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql, type Kysely } from 'kysely';
import { openDatabase } from '../src/db/connect';
import { down, up } from '../src/audit/migrations/20261123_audits_scale';
import { MIGRATIONS } from '../src/migrations';
import { auditSort, type AuditFilters } from '../src/audit/query';
import { cappedTotal, exportRows, listPage, stats, toEntry } from '../src/audit/repo';

const ROWS = Number(process.env.AUDIT_ROWS ?? 1_000_000);
const RUNS = Number(process.env.AUDIT_RUNS ?? 30);
const VENDOR = crypto.randomUUID();
const TENANT = crypto.randomUUID();
const OTHER = crypto.randomUUID();
const pgUrl = process.env.TEST_DATABASE_URL;
const schema = pgUrl ? `bench_${crypto.randomUUID().replace(/-/g, '').slice(0, 12)}` : undefined;
const dataDir = pgUrl ? undefined : mkdtempSync(join(tmpdir(), 'portico-audits-bench-'));
const db = await openDatabase(pgUrl ? { databaseUrl: pgUrl, schema, migrations: MIGRATIONS } : { dataDir: dataDir!, migrations: MIGRATIONS });

/** Inserts `n` rows of `tenant`, one every 7 s back from now (1 M rows span ~81 days). */
async function seed(tenant: string, n: number) {
  await sql`insert into audits (id, vendor_id, tenant_id, user_id, email, action, description, ip, severity, user_agent, json, created_at)
    select gen_random_uuid(), ${VENDOR}::uuid, ${tenant}::uuid, null,
      case when i % 50 = 0 then null else 'user' || (i % 997) || '@acme.test' end,
      (array['User logged in', 'User login failed', 'Password changed', 'Role assigned', 'API token created', 'Session revoked', 'MFA enrolled', 'User invited'])[1 + i % 8],
      'Entry ' || i || ' ' || md5(i::text),
      '10.' || (i % 251) || '.' || ((i / 251) % 256) || '.' || (i % 7),
      case when i % 97 = 0 then 'SEVERE' when i % 13 = 0 then 'WARNING' else 'INFO' end,
      'Mozilla/5.0 (bench ' || (i % 20) || ')',
      jsonb_build_object('n', i, 'kind', i % 10),
      now() - i * interval '7 seconds'
    from generate_series(1, ${n}::int) as i`.execute(db);
}

const t0 = performance.now();
// Load without indexes, then build them as the migration does (the way a large import or restore runs).
await down(db as unknown as Kysely<unknown>);
await sql`drop index if exists audits_tenant_created`.execute(db);
await seed(TENANT, ROWS);
await seed(OTHER, Math.min(ROWS, 10_000));
const t1 = performance.now();
await up(db as unknown as Kysely<unknown>);
await sql`analyze audits`.execute(db);
const t2 = performance.now();
console.log(`${pgUrl ? 'PostgreSQL' : 'PGlite'}: seeded ${ROWS} rows in ${((t1 - t0) / 1000).toFixed(1)} s, indexes in ${((t2 - t1) / 1000).toFixed(1)} s`);

/** Part of md5('123456'): one row's description. */
const RARE = 'e10adc3949ba';
const day = new Date(Date.now() - 3 * 86400_000).toISOString().slice(0, 10);
type Shape = [name: string, q: AuditFilters & { offset?: number; virtual?: boolean }];
const SHAPES: Shape[] = [
  ['first page (createdAt desc, virtual)', {}],
  ['first page + capped total', { virtual: false }],
  ['filter Timestamp (one day)', { createdAt: day }],
  ['filter Email (whole address)', { email: 'user42@acme.test' }],
  ['filter Email (contains)', { email: 'user42@' }],
  ['filter AlphaNumeric action', { action: 'Password' }],
  ['filter AlphaNumeric description (rare)', { description: RARE }],
  ['filter IpAddress (whole address)', { ip: '10.42.17.3' }],
  ['filter IpAddress (contains)', { ip: '10.42.17.' }],
  ['filter Severity SEVERE', { severity: 'SEVERE' }],
  ['filter Json {"kind":3}', { json: '{"kind":3}' }],
  ['filter Json key:value (rare)', { json: 'n:123457' }],
  ...(['email', 'action', 'description', 'ip', 'severity', 'userAgent', 'createdAt'] as const).flatMap((col): Shape[] => [
    [`sort ${col} asc`, { sortBy: col, sortDirection: 'asc' }], [`sort ${col} desc`, { sortBy: col, sortDirection: 'desc' }],
  ]),
  ['text search common ("logged")', { filter: 'logged' }],
  ['text search email ("user42@")', { filter: 'user42@' }],
  ['text search rare (md5 fragment)', { filter: RARE }],
  ['filter Severity + sort email asc', { severity: 'WARNING', sortBy: 'email', sortDirection: 'asc' }],
  ['deep page offset 10 000', { offset: 10_000 }],
  ['deep page offset 100 000', { offset: 100_000 }],
];


const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil((p / 100) * xs.length) - 1)]!;
async function time(fn: () => Promise<unknown>) {
  for (let i = 0; i < 3; i++) await fn();
  const xs: number[] = [];
  for (let i = 0; i < RUNS; i++) { const s = performance.now(); await fn(); xs.push(performance.now() - s); }
  return { p50: pct(xs, 50), p95: pct(xs, 95) };
}

const rows: [string, { p50: number; p95: number }][] = [];
for (const [name, { offset = 0, virtual = true, ...q }] of SHAPES) {
  const sort = auditSort(q);
  rows.push([name, await time(async () => {
    const page = (await listPage(db, VENDOR, TENANT, q, sort, offset, 20)).map(toEntry);
    if (!virtual) await cappedTotal(db, VENDOR, TENANT, q);
    return page;
  })]);
}
rows.push(['stats (totalToday, severeThisWeek)', await time(() => stats(db, VENDOR, TENANT))]);
const exportN = 10_000;
rows.push([`CSV export rows, first ${exportN} (keyset batches)`, await time(async () => {
  let n = 0;
  for await (const r of exportRows(db, VENDOR, TENANT, {}, auditSort({}))) { toEntry(r); if (++n >= exportN) break; }
})]);

console.log(`\n| query shape (${ROWS.toLocaleString('en')} rows, ${RUNS} runs) | p50 ms | p95 ms |\n|---|---|---|`);
for (const [name, { p50, p95 }] of rows) console.log(`| ${name} | ${p50.toFixed(1)} | ${p95.toFixed(1)} |`);

// AUDIT_KEEP=1 leaves the PostgreSQL schema in place (to EXPLAIN query shapes by hand).
if (schema && process.env.AUDIT_KEEP !== '1') await sql.raw(`drop schema if exists ${schema} cascade`).execute(db);
else if (schema) console.log(`kept schema ${schema}`);
await db.destroy();
if (dataDir) rmSync(dataDir, { recursive: true, force: true });
