// 60 s mixed loopback load against two instances on one PostgreSQL schema: refresh, GET me, admin list calls and
// logins, each workload split over both instances (refresh tokens rotate on one and come back to either).
import autocannon from 'autocannon';
import { DEMO_ADMIN, DEMO_PASSWORD } from '../src/seed/seed';
import { login, refreshCookieFrom, rssMiB, type Server } from './lib';

/** What the mixed load saw, per workload and in total. */
export interface MixedFigures {
  seconds: number;
  requests: number;
  errors: number;
  fiveXx: number;
  non2xx: number;
  byWorkload: Record<string, { requests: number; rps: number; p99: number; non2xx: number; fiveXx: number }>;
  rss: { instance: string; startMiB: number; endMiB: number }[];
}

const fiveXxOf = (r: autocannon.Result) =>
  Object.entries((r as unknown as { statusCodeStats?: Record<string, { count: number }> }).statusCodeStats ?? {})
    .filter(([code]) => Number(code) >= 500).reduce((n, [, v]) => n + v.count, 0);

export async function mixedLoad(a: Server, b: Server, seconds: number, adminListUrls: (s: Server) => string[]): Promise<MixedFigures> {
  const rssStart = [a, b].map((s) => rssMiB(s.child.pid));
  const pool: string[] = [];
  for (let i = 0; i < 8; i++) pool.push((await login(i % 2 ? b.id : a.id)).refresh);
  const memberTokens = await Promise.all([a, b].map(async (s) => (await login(s.id)).access));
  const adminTokens = await Promise.all([a, b].map(async (s) => (await login(s.id, DEMO_ADMIN)).access));
  const runs: { name: string; run: Promise<autocannon.Result> }[] = [];
  [a, b].forEach((s, i) => {
    runs.push({ name: 'refresh', run: autocannon({
      url: `${s.id}/auth/v1/user/token/refresh`, connections: 4, duration: seconds, method: 'POST',
      headers: { 'content-type': 'application/json', 'x-portico-source': 'bench' },
      requests: [{
        setupRequest: (req) => ({ ...req, body: '{}', headers: { ...req.headers, cookie: `portico_refresh=${pool.shift() ?? ''}` } }),
        onResponse: (_st, _body, _ctx, headers) => {
          const c = refreshCookieFrom(headers as unknown as Record<string, string | string[]>);
          if (c) pool.push(c);
        },
      }],
    }) });
    runs.push({ name: 'me', run: autocannon({ url: `${s.id}/users/v2/me`, connections: 2, duration: seconds, headers: { authorization: `Bearer ${memberTokens[i]}` } }) });
    const urls = adminListUrls(s);
    let n = 0;
    runs.push({ name: 'admin lists', run: autocannon({
      url: urls[0]!, connections: 2, duration: seconds, headers: { authorization: `Bearer ${adminTokens[i]}` },
      requests: [{ setupRequest: (req) => ({ ...req, path: new URL(urls[n++ % urls.length]!).pathname + new URL(urls[(n - 1) % urls.length]!).search }) }],
    }) });
    runs.push({ name: 'login', run: autocannon({
      url: `${s.id}/auth/v1/user`, connections: 1, duration: seconds, method: 'POST',
      headers: { 'content-type': 'application/json', 'x-portico-source': 'portico' }, body: JSON.stringify({ email: DEMO_ADMIN, password: DEMO_PASSWORD }),
    }) });
  });
  const results = await Promise.all(runs.map((r) => r.run));
  const byWorkload: MixedFigures['byWorkload'] = {};
  results.forEach((r, i) => {
    const w = (byWorkload[runs[i]!.name] ??= { requests: 0, rps: 0, p99: 0, non2xx: 0, fiveXx: 0 });
    w.requests += r.requests.total;
    w.rps += r.requests.average;
    w.p99 = Math.max(w.p99, r.latency.p99);
    w.non2xx += r.non2xx;
    w.fiveXx += fiveXxOf(r);
  });
  return {
    seconds, byWorkload,
    requests: results.reduce((n, r) => n + r.requests.total, 0),
    errors: results.reduce((n, r) => n + r.errors + r.timeouts, 0),
    fiveXx: results.reduce((n, r) => n + fiveXxOf(r), 0),
    non2xx: results.reduce((n, r) => n + r.non2xx, 0),
    rss: [a, b].map((s, i) => ({ instance: `:${s.port}`, startMiB: rssStart[i]!, endMiB: rssMiB(s.child.pid) })),
  };
}
