// Markdown tables of one bench run (bench/run.ts): every ratio is between figures of this same run.
import type { CrashFigures } from './crash';
import type { FastFigures } from './run';
import type { Load } from './fast-paths';
import type { MixedFigures } from './mixed';

interface Figures {
  date: string; machine: string; loadStart: string; loadEnd?: string; seconds: number; baseline?: string;
  fast: FastFigures[]; lean?: { refresh: Load; select1: Load }; oidcProvider?: Load; oidcProviderWithIdToken?: Load; raw?: { perSec: number; cpuMsPerVerify: number };
  cold?: { case: string; wallMs: number; cpuMs: number }[]; mixed?: MixedFigures; crash: CrashFigures[];
  fuzz?: { routes: number; requests: number; fiveXx: number; failures: number; unhandled: number };
}

const n = (v: number | undefined, d = 0) => (v === undefined || Number.isNaN(v) ? '—' : v.toLocaleString('en-US', { maximumFractionDigits: d, minimumFractionDigits: d }));
const ratio = (a: number | undefined, b: number | undefined) => (a && b ? (a / b).toFixed(2) : '—');

export function table(f: Figures): string {
  const out: string[] = [];
  out.push(`### Run of ${f.date}`, '', `${f.machine}; load average ${f.loadStart} at the start, ${f.loadEnd ?? '?'} at the end; ${f.seconds} s per throughput figure.`,
    'The machine is **shared with other helpers** building and testing at the same time: absolute figures swing by ±30 % and more between runs;',
    'the ratios below compare figures of this same run, and server CPU per request is steadier than throughput.', '');
  if (f.fast.length) {
    out.push('#### Fast paths', '', '| database | code | refresh req/s | refresh p99 ms | refresh CPU ms/req | PostgreSQL CPU ms/refresh | GET me req/s | GET me p99 ms | GET me CPU ms/req | me ÷ refresh (req/s) | me ÷ refresh (CPU) | refresh ÷ oidc-provider (no ID token / with) | login req/s | login ÷ raw argon2id (req/s) | login ÷ raw (CPU) |',
      '|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|');
    for (const r of f.fast) {
      out.push(`| ${r.database} | ${r.variant === 'this tree' ? 'this tree' : `before (${r.variant})`} | ${n(r.refresh.rps)} | ${r.refresh.p99} | ${n(r.refresh.cpuMsPerRequest, 3)} | ${r.database === 'PostgreSQL' ? n(r.refresh.dbCpuMsPerRequest, 3) : '—'} | ${n(r.me.rps)} | ${r.me.p99} | ${n(r.me.cpuMsPerRequest, 3)} | ${ratio(r.me.rps, r.refresh.rps)} | ${ratio(r.refresh.cpuMsPerRequest, r.me.cpuMsPerRequest)} | ${ratio(r.refresh.rps, f.oidcProvider?.rps)} / ${ratio(r.refresh.rps, f.oidcProviderWithIdToken?.rps)} | ${n(r.login?.rps, 1)} | ${ratio(r.login?.rps, f.raw?.perSec)} | ${ratio(f.raw?.cpuMsPerVerify, r.login?.cpuMsPerRequest)} |`);
    }
    const bad = f.fast.flatMap((r) => [r.refresh, r.me, ...(r.login ? [r.login] : [])]).reduce((s, l) => s + l.non2xx + l.errors, 0);
    out.push('', `oidc-provider ${'9.x'} rotating refresh (its own process, in-memory Map store, scope=offline_access so no ID token is signed, same 16 connections): ${n(f.oidcProvider?.rps)} req/s, p99 ${f.oidcProvider?.p99 ?? '—'} ms, ` +
      `CPU ${n(f.oidcProvider?.cpuMsPerRequest, 3)} ms/req, non-2xx ${f.oidcProvider?.non2xx ?? '—'}; with its default answer (openid scope: an RS256 ID token signed per refresh) ` +
      `${n(f.oidcProviderWithIdToken?.rps)} req/s, p99 ${f.oidcProviderWithIdToken?.p99 ?? '—'} ms, CPU ${n(f.oidcProviderWithIdToken?.cpuMsPerRequest, 3)} ms/req, non-2xx ${f.oidcProviderWithIdToken?.non2xx ?? '—'}. Raw argon2id (4 concurrent verifies, production cost): ${n(f.raw?.perSec, 1)}/s, ` +
      `${n(f.raw?.cpuMsPerVerify, 2)} ms CPU each. Non-2xx + errors over all our fast-path runs: ${bad}.`, '');
    if (f.lean) {
      out.push(`Floor on PostgreSQL (bench/lean-refresh.ts: a bare node:http listener over this tree's services, same 16 connections): the refresh's core alone ` +
        `(the same rotation statement and ES256 signature, no framework) ${n(f.lean.refresh.rps)} req/s, p99 ${f.lean.refresh.p99} ms, CPU ${n(f.lean.refresh.cpuMsPerRequest, 3)} ms/req ` +
        `(PostgreSQL ${n(f.lean.refresh.dbCpuMsPerRequest, 3)}); ` +
        `one \`select 1\` round trip ${n(f.lean.select1.rps)} req/s, p99 ${f.lean.select1.p99} ms, CPU ${n(f.lean.select1.cpuMsPerRequest, 3)} ms/req (PostgreSQL ${n(f.lean.select1.dbCpuMsPerRequest, 3)}); ` +
        `non-2xx ${f.lean.refresh.non2xx + f.lean.select1.non2xx}. The load generator's own CPU per refresh: ${n(f.fast[0]?.refresh.clientCpuMsPerRequest, 3)} ms against our server, ` +
        `${n(f.oidcProvider?.clientCpuMsPerRequest, 3)} ms against oidc-provider.`, '');
    }
  }
  if (f.cold?.length) {
    out.push('#### Cold start on PGlite (spawn → /healthz answers; production mode, no seed)', '', '| case | wall ms | server CPU ms |', '|---|---|---|');
    for (const c of f.cold) out.push(`| ${c.case} | ${n(c.wallMs)} | ${n(c.cpuMs)} |`);
    out.push('');
  }
  if (f.mixed) {
    const m = f.mixed;
    out.push(`#### Mixed load: ${m.seconds} s, two instances on one PostgreSQL schema`, '',
      `${n(m.requests)} requests, **${m.errors} errors, ${m.fiveXx} 5xx**, ${m.non2xx} non-2xx. RSS: ${m.rss.map((r) => `${r.instance} ${r.startMiB} → ${r.endMiB} MiB`).join(', ')}.`, '',
      '| workload (both instances) | requests | req/s | worst p99 ms | non-2xx | 5xx |', '|---|---|---|---|---|---|');
    for (const [name, w] of Object.entries(m.byWorkload)) out.push(`| ${name} | ${n(w.requests)} | ${n(w.rps)} | ${w.p99} | ${w.non2xx} | ${w.fiveXx} |`);
    out.push('');
  }
  if (f.crash.length) {
    out.push('#### kill -9 during 50 concurrent sign-ups (killed at the 10th 2xx; restart on the same database)', '',
      '| database | 2xx before the kill | other answers | cut off by the kill | 2xx missing after restart | restart ms |', '|---|---|---|---|---|---|');
    for (const c of f.crash) out.push(`| ${c.database} | ${c.answered2xx} | ${Object.entries(c.answeredOther).map(([k, v]) => `${v} × ${k}`).join(', ') || '0'} | ${c.cutOff} | **${c.missingAfterRestart}** | ${n(c.restartMs)} |`);
    out.push('');
  }
  if (f.fuzz) {
    out.push('#### Fuzz (src/http/fuzz.test.ts, PGlite)', '',
      `${f.fuzz.routes} JSON routes × schema-derived hostile bodies = ${n(f.fuzz.requests)} requests: **${f.fuzz.fiveXx} 5xx**, ${f.fuzz.failures} answers off the spec's error shape, ${f.fuzz.unhandled} unhandled errors logged.`, '');
  }
  return out.join('\n');
}
