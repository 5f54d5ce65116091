import { spawn } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import { existsSync } from 'node:fs';
import { request } from 'node:http';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { spawnServer } from './test/spawn';

const BUILT = fileURLToPath(new URL('../build/server/main.js', import.meta.url));

/** Exit code and the non-empty stderr lines of a server that should refuse to start. */
async function refusal(env: Record<string, string>) {
  const s = spawnServer(env);
  const code = await s.exited;
  return { code, lines: s.stderr().split('\n').filter((l) => l.trim() !== '') };
}

describe('start-up refusals are one clear line', () => {
  it('production without keys, a bad port, an unreachable PostgreSQL (password never shown)', async () => {
    const [prod, port, pg] = await Promise.all([
      refusal({ NODE_ENV: 'production' }),
      refusal({ PORT: 'eighty', DATA_DIR: 'memory://' }),
      refusal({ DATABASE_URL: 'postgres://portico:hunter2-secret@127.0.0.1:1/portico', SEED: '0' }),
    ]);
    for (const r of [prod, port, pg]) {
      expect(r.code).toBe(1);
      expect(r.lines).toHaveLength(1);
      expect(r.lines[0]).not.toMatch(/\s at /);
    }
    expect(prod.lines[0]).toBe('[portico-server] cannot start: Production mode needs SIGNING_KEY (ES256 private key, PEM or JWK) and COOKIE_SECRET.');
    expect(port.lines[0]).toBe('[portico-server] cannot start: PORT must be a whole number from 0 to 65535 (got "eighty")');
    expect(pg.lines[0]).toMatch(/^\[portico-server\] cannot start: cannot reach PostgreSQL at 127\.0\.0\.1:1\/portico \(ECONNREFUSED\)/);
    expect(pg.lines[0]).not.toContain('hunter2');
  }, 90_000);
});

describe('graceful shutdown on SIGTERM', () => {
  it('stops accepting, finishes the request in flight, closes the database and exits 0', async () => {
    // A long drain limit: on a loaded machine the in-flight login (argon2) must not meet the forced close.
    const s = spawnServer({ PORT: '0', DATA_DIR: 'memory://', SEED: '0', SHUTDOWN_TIMEOUT_MS: '60000' });
    const port = Number((await s.waitFor(/listening on http:\/\/127\.0\.0\.1:(\d+)\//))[1]);
    // A request whose headers were read (the server said 100 Continue) but whose body has not come yet is in flight.
    const body = JSON.stringify({ email: 'nobody@example.com', password: 'not-the-password' });
    const answer = new Promise<{ status: number; text: string }>((resolve, reject) => {
      const req = request({ host: '127.0.0.1', port, method: 'POST', path: '/frontegg/identity/resources/auth/v1/user',
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), 'x-portico-source': 'portico', expect: '100-continue' } }, (res) => {
        let text = '';
        res.on('data', (d: Buffer) => { text += d.toString(); });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
      });
      req.on('error', reject);
      req.once('continue', () => {
        void s.waitFor(/draining/).then(async () => {
          // New connections are refused while the old request is still open.
          const refused = await fetch(`http://127.0.0.1:${port}/healthz`).then(() => false, () => true);
          expect(refused).toBe(true);
          req.end(body);
        }).catch(reject);
        s.child.kill('SIGTERM');
      });
      req.flushHeaders();
    });
    const res = await answer;
    expect(res.status).toBe(401);
    expect(JSON.parse(res.text)).toEqual({ errors: [expect.any(String)] });
    expect(await s.exited).toBe(0);
    expect(s.stdout()).toMatch(/stopped/);
    expect(s.stderr()).toBe('');
  }, 90_000);
});

// `pnpm build` (which CI runs before the tests) bundles the server; without a build there is nothing to run.
describe.skipIf(!existsSync(BUILT))('the production build', () => {
  it('runs with plain node in production mode: serves JWKS, no dev mailbox, stops on SIGTERM', async () => {
    const key = generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    const child = spawn(process.execPath, [BUILT], { env: { PATH: process.env.PATH ?? '', NODE_ENV: 'production', PORT: '0', DATA_DIR: 'memory://', SIGNING_KEY: key, COOKIE_SECRET: 'x'.repeat(48) }, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    const port = await new Promise<number>((resolve, reject) => {
      child.stdout.on('data', (d: Buffer) => {
        out += d.toString();
        const m = out.match(/listening on http:\/\/127\.0\.0\.1:(\d+)\/.*production/);
        if (m) resolve(Number(m[1]));
      });
      child.once('exit', (code) => reject(new Error(`exited ${code}`)));
    });
    const jwks = (await (await fetch(`http://127.0.0.1:${port}/frontegg/.well-known/jwks.json`)).json()) as { keys: unknown[] };
    expect(jwks.keys).toHaveLength(1);
    expect((await fetch(`http://127.0.0.1:${port}/dev/mailbox?to=a@b.test`)).status).toBe(404);
    const exited = new Promise<number | null>((r) => child.once('exit', r));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
  }, 120_000);
});
