// Cold start of the built bundle on PGlite, two builds side by side: `node bench/cold-start.mjs <server dir A> <server
// dir B> [rounds]` (each dir an apps/server after `pnpm --filter @portico/server... build`). Per round and build, in
// alternating order: a first ever start (fresh empty data directory, so the shipped template is copied), stopped, then
// a later start on that directory. Wall = spawn → /healthz answers; CPU = user + sys of the process until then.
// Production mode as `start:prod`, no seed, a fixed SIGNING_KEY; BENCH_DEV=1 runs the dev default instead (seed, a
// generated key). Prints each sample, medians and the load average. Ports: BENCH_PORT (default 5331).
import { spawn } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const [a, b] = process.argv.slice(2, 4).map((d) => resolve(d));
if (!a || !b) throw new Error('usage: node bench/cold-start.mjs <server dir A> <server dir B> [rounds]');
const ROUNDS = Number(process.argv[4] ?? 7);
const PORT = Number(process.env.BENCH_PORT ?? 5331);
const DEV = process.env.BENCH_DEV === '1';
const temp = mkdtempSync(join(process.env.BENCH_TMP ?? tmpdir(), 'cold-start-'));
const key = JSON.stringify(generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey.export({ format: 'jwk' }));
const cpuMs = (pid) => { const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' '); return (Number(f[11]) + Number(f[12])) * 10; };
const load = () => loadavg().map((l) => l.toFixed(1)).join(' ');
const median = (xs) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)];

async function start(serverDir, dataDir) {
  const env = {
    PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', PORT: String(PORT), HOST: '127.0.0.1', LOG_REQUESTS: '0', DATA_DIR: dataDir,
    ...(DEV ? {} : { NODE_ENV: 'production', SEED: '0', SIGNING_KEY: key, COOKIE_SECRET: 'bench-only-cookie-secret-0123456789' }),
  };
  const t0 = performance.now();
  // BENCH_CPU_PROF=<dir>: a CPU profile per start (node refuses --cpu-prof in NODE_OPTIONS).
  const prof = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
  const child = spawn(process.execPath, [...prof, 'build/server/main.js'], { cwd: serverDir, env, stdio: ['ignore', 'ignore', 'pipe'] });
  let err = '';
  child.stderr.on('data', (d) => { err += d; });
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited ${child.exitCode}: ${err.slice(-2000)}`);
    if (await fetch(`http://127.0.0.1:${PORT}/healthz`).then((r) => r.ok, () => false)) break;
    await new Promise((r) => setTimeout(r, 10));
  }
  const sample = { wall: Math.round(performance.now() - t0), cpu: cpuMs(child.pid) };
  await new Promise((done) => { child.once('exit', done); child.kill('SIGTERM'); });
  return sample;
}

const builds = { A: a, B: b };
const samples = { A: { first: [], later: [] }, B: { first: [], later: [] } };
console.log(`A = ${a}\nB = ${b}\n${ROUNDS} rounds, ${DEV ? 'dev default (seed, generated key)' : 'production, no seed'}; load average at start ${load()}`);
for (let round = 0; round < ROUNDS; round++) {
  for (const name of round % 2 ? ['B', 'A'] : ['A', 'B']) {
    const dir = join(temp, `${name}-${round}`, 'data');
    const first = await start(builds[name], dir);
    const later = await start(builds[name], dir);
    samples[name].first.push(first);
    samples[name].later.push(later);
    console.log(`round ${round + 1} ${name}: first ever ${first.wall} ms (CPU ${first.cpu}), later ${later.wall} ms (CPU ${later.cpu}); load ${load()}`);
    rmSync(join(temp, `${name}-${round}`), { recursive: true, force: true });
  }
}
for (const name of ['A', 'B']) {
  const m = (k, f) => median(samples[name][k].map((s) => s[f]));
  console.log(`${name} medians: first ever ${m('first', 'wall')} ms wall / ${m('first', 'cpu')} ms CPU; later ${m('later', 'wall')} ms wall / ${m('later', 'cpu')} ms CPU`);
}
console.log(`load average at the end ${load()}`);
rmSync(temp, { recursive: true, force: true });
