// One bench command, everything side by side in one run (loopback only, bounded; never part of scripts/test):
//   fast paths  — refresh, GET me, login vs raw argon2id, per database, this tree and (BENCH_BASELINE=<commit>) a
//                 baseline; panva's oidc-provider rotating refresh as the peer
//   cold start  — a fresh PGlite directory: initdb vs the migrated template, tsx vs the built bundle
//   mixed       — 60 s (BENCH_MIXED_SECONDS) of login/refresh/me/admin lists against two instances on one PostgreSQL
//   crash       — kill -9 during 50 concurrent sign-ups, on PGlite and PostgreSQL
//   fuzz        — the fuzz test's figures (routes × hostile bodies, 5xx)
// PostgreSQL parts need TEST_DATABASE_URL (scripts/pg-test.sh). BENCH_ONLY=fast,cold,mixed,crash,fuzz picks sections.
// Writes the table into bench/RESULTS.md between the generated-block markers (BENCH_WRITE=0: print only).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { crashDuringSignUps, type CrashFigures } from './crash';
import { leanFloor, loginLoad, meLoad, oidcProviderRefresh, rawArgon2, refreshLoad, type Load } from './fast-paths';
import { baselineTree, DURATION, PORT, SERVER_DIR, startServer, stopServer, type Server } from './lib';
import { mixedLoad, type MixedFigures } from './mixed';
import { table } from './report';

const PG = process.env.TEST_DATABASE_URL;
const ONLY = new Set((process.env.BENCH_ONLY ?? 'fast,cold,mixed,crash,fuzz').split(','));
const BASELINE = process.env.BENCH_BASELINE;
const WARMUP = Number(process.env.BENCH_WARMUP_SECONDS ?? 3);
const temp = mkdtempSync(join(tmpdir(), 'portico-bench-'));
const schemas: string[] = [];
const newSchema = () => { const s = `bench_${crypto.randomUUID().replace(/-/g, '').slice(0, 10)}`; schemas.push(s); return s; };
let dirs = 0;
const newDir = () => join(temp, `pglite-${dirs++}`);
const loadAt = () => loadavg()[0]!.toFixed(1);

/** Figures of one server variant on one database. */
export interface FastFigures { variant: string; database: string; refresh: Load; me: Load; login?: Load; load: string }

async function fastPaths(database: 'PostgreSQL' | 'PGlite'): Promise<FastFigures[]> {
  const out: FastFigures[] = [];
  for (const variant of [...(BASELINE ? [BASELINE] : []), 'this tree']) {
    const cwd = variant === 'this tree' ? undefined : baselineTree(variant);
    const s = await startServer({ port: PORT, db: database === 'PostgreSQL' ? PG! : newDir(), schema: database === 'PostgreSQL' ? newSchema() : undefined, cwd,
      profileDir: process.env.BENCH_PROFILE && variant === 'this tree' ? process.env.BENCH_PROFILE : undefined });
    try {
      // Warm-up (JIT, prepared statements, pool connections), discarded.
      await refreshLoad(s, WARMUP);
      await meLoad(s, WARMUP);
      const refresh = await refreshLoad(s);
      const me = await meLoad(s);
      const login = variant === 'this tree' ? await loginLoad(s) : undefined;
      out.push({ variant, database, refresh, me, ...(login ? { login } : {}), load: loadAt() });
    } finally {
      await stopServer(s);
    }
  }
  return out;
}

/** Fresh PGlite starts: the first makes the template (initdb + migrations), the next ones load it; then a restart. */
async function coldStarts() {
  const templates = join(temp, 'templates');
  const rows: { case: string; wallMs: number; cpuMs: number }[] = [];
  const once = async (label: string, dir: string, built = false, cwd?: string, env: Record<string, string> = { PGLITE_TEMPLATE_DIR: templates }) => {
    const s = await startServer({ port: PORT, db: dir, seed: false, built, cwd, env });
    rows.push({ case: label, wallMs: Math.round(s.startMs), cpuMs: Math.round(s.startCpuMs) });
    await stopServer(s);
  };
  if (BASELINE) {
    // The baseline's own template first (its format may differ), then its fresh start from it: before/after in one run.
    await once(`${BASELINE}: fresh directory, no template (writes its template)`, newDir(), false, baselineTree(BASELINE));
    await once(`${BASELINE}: fresh directory, template (tsx from source)`, newDir(), false, baselineTree(BASELINE));
  }
  await once('fresh directory, no template (initdb + migrations; writes the template)', newDir());
  const dir = newDir();
  await once('fresh directory, template (tsx from source)', dir);
  await once('restart on that directory (tsx)', dir);
  if (existsSync(join(SERVER_DIR, 'build/server/main.js'))) {
    await once('fresh directory, template (built bundle, node, as start:prod)', newDir(), true);
    // No template beside the data and no PGLITE_TEMPLATE_DIR: the one `pnpm build` ships (build:template).
    if (existsSync(join(SERVER_DIR, 'build/pglite-template'))) await once('first ever start: built bundle, the template the build ships', join(temp, 'first-ever', 'data'), true, undefined, {});
  }
  return rows;
}

function fuzzFigures() {
  const file = join(temp, 'fuzz.json');
  execFileSync('pnpm', ['vitest', 'run', '--project', '@portico/server', 'apps/server/src/http/fuzz.test.ts'], {
    cwd: join(SERVER_DIR, '../..'), env: { ...process.env, TEST_DATABASE_URL: '', FUZZ_FIGURES: file }, stdio: ['ignore', 'ignore', 'inherit'],
  });
  return JSON.parse(readFileSync(file, 'utf8')) as { routes: number; requests: number; fiveXx: number; failures: number; unhandled: number };
}

const figures: {
  date: string; machine: string; loadStart: string; seconds: number; baseline?: string;
  fast: FastFigures[]; lean?: { refresh: Load; select1: Load }; oidcProvider?: Load; oidcProviderWithIdToken?: Load; raw?: { perSec: number; cpuMsPerVerify: number }; cold?: Awaited<ReturnType<typeof coldStarts>>;
  mixed?: MixedFigures; crash: CrashFigures[]; fuzz?: ReturnType<typeof fuzzFigures>; loadEnd?: string;
} = {
  date: new Date().toISOString(), machine: `${availableParallelism()} × ${cpus()[0]?.model ?? '?'}, Node ${process.version}`, loadStart: loadavg().map((l) => l.toFixed(1)).join(' '),
  seconds: DURATION, ...(BASELINE ? { baseline: BASELINE } : {}), fast: [], crash: [],
};

let a: Server | undefined;
let b: Server | undefined;
try {
  if (ONLY.has('fast')) {
    if (PG) figures.fast.push(...(await fastPaths('PostgreSQL')));
    if (PG) figures.lean = await leanFloor(PG, newSchema(), PORT + 5, WARMUP);
    figures.oidcProvider = await oidcProviderRefresh(PORT + 1, WARMUP);
    figures.oidcProviderWithIdToken = await oidcProviderRefresh(PORT + 1, WARMUP, true);
    figures.fast.push(...(await fastPaths('PGlite')));
    figures.raw = await rawArgon2();
    console.log(JSON.stringify({ fast: figures.fast, lean: figures.lean, oidcProvider: figures.oidcProvider, oidcProviderWithIdToken: figures.oidcProviderWithIdToken, raw: figures.raw }));
  }
  if (ONLY.has('cold')) console.log(JSON.stringify((figures.cold = await coldStarts())));
  if (ONLY.has('mixed') && PG) {
    const schema = newSchema();
    // Started together: the start-up lock makes them take turns at creating the vendor, keys and seed.
    [a, b] = await Promise.all([startServer({ port: PORT + 2, db: PG, schema }), startServer({ port: PORT + 3, db: PG, schema })]);
    figures.mixed = await mixedLoad(a, b, Number(process.env.BENCH_MIXED_SECONDS ?? 60), (s) => [
      `${s.id}/users/v3?_limit=20&_offset=0`, `${s.id}/roles/v2`, `${s.id.replace('/identity/resources', '')}/audits?count=20&offset=0`, `${s.id}/groups/v1`,
    ]);
    console.log(JSON.stringify(figures.mixed));
    await Promise.all([stopServer(a), stopServer(b)]);
  }
  if (ONLY.has('crash')) {
    figures.crash.push(await crashDuringSignUps({ port: PORT + 4, db: newDir(), label: 'PGlite' }));
    if (PG) figures.crash.push(await crashDuringSignUps({ port: PORT + 4, db: PG, schema: newSchema(), label: 'PostgreSQL' }));
    console.log(JSON.stringify(figures.crash));
  }
  if (ONLY.has('fuzz')) console.log(JSON.stringify((figures.fuzz = fuzzFigures())));
  figures.loadEnd = loadavg().map((l) => l.toFixed(1)).join(' ');
  const md = table(figures);
  console.log(md);
  if (process.env.BENCH_WRITE !== '0') {
    const file = join(SERVER_DIR, 'bench/RESULTS.md');
    const text = readFileSync(file, 'utf8');
    const [start, end] = ['<!-- bench:generated:start -->', '<!-- bench:generated:end -->'];
    const block = `${start}\n${md}\n\n<details><summary>raw figures (JSON)</summary>\n\n\`\`\`json\n${JSON.stringify(figures, null, 2)}\n\`\`\`\n\n</details>\n${end}`;
    writeFileSync(file, text.includes(start) ? text.slice(0, text.indexOf(start)) + block + text.slice(text.indexOf(end) + end.length) : `${text}\n${block}\n`);
  }
} finally {
  await Promise.all([stopServer(a), stopServer(b)]);
  if (PG && schemas.length) {
    const admin = new pg.Client({ connectionString: PG });
    await admin.connect();
    for (const s of schemas) await admin.query(`drop schema if exists ${s} cascade`);
    await admin.end();
  }
  rmSync(temp, { recursive: true, force: true });
}
