import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

// scripts/demo as a newcomer runs it: its exit code, its output, and whether what it advertises answers.
const root = fileURLToPath(new URL('../..', import.meta.url));
const BANNER = 'Portico demo';

const listen = (port = 0) => new Promise<Server>((resolve, reject) => {
  const s = createServer().once('error', reject).listen(port, '127.0.0.1', () => resolve(s));
});
const portOf = (s: Server) => (s.address() as { port: number }).port;
async function freePort(): Promise<number> {
  const s = await listen();
  const port = portOf(s);
  await new Promise((r) => s.close(r));
  return port;
}

interface Run { code: number | null; stdout: string; stderr: string; stop(): void; banner: Promise<string> }
const running: Run[] = [];
const held: Server[] = [];
afterEach(async () => {
  running.splice(0).forEach((r) => r.stop());
  await Promise.all(held.splice(0).map((s) => new Promise((r) => s.close(r))));
});

function demo(env: Record<string, string>): Run & { done: Promise<Run> } {
  const child = spawn('bash', ['scripts/demo'], { cwd: root, env: { ...process.env, ...env }, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  let resolveBanner: (s: string) => void = () => {};
  const run: Run = {
    code: null, stdout: '', stderr: '',
    stop: () => { try { process.kill(-child.pid!, 'SIGTERM'); } catch { /* already gone */ } },
    banner: new Promise((r) => (resolveBanner = r)),
  };
  child.stdout!.on('data', (d: Buffer) => {
    run.stdout += d.toString();
    if (run.stdout.includes('Ctrl-C stops everything')) resolveBanner(run.stdout);
  });
  child.stderr!.on('data', (d: Buffer) => (run.stderr += d.toString()));
  const done = new Promise<Run>((r) => child.on('exit', (code) => { run.code = code; resolveBanner(run.stdout); r(run); }));
  running.push(run);
  return Object.assign(run, { done });
}

describe('scripts/demo', () => {
  it('fails at once with one line naming the port and PORT when the server port is taken (before any setup)', async () => {
    const taken = await listen();
    held.push(taken);
    const r = await demo({ PORT: String(portOf(taken)), DEMO_PORT: String(await freePort()) }).done;
    expect(r.code).not.toBe(0);
    expect(r.stdout).not.toContain(BANNER);
    const lines = r.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(`port ${portOf(taken)}`);
    expect(lines[0]).toMatch(/\bPORT\b/);
  }, 20_000);

  it('names DEMO_PORT when the demo port is taken', async () => {
    const taken = await listen();
    held.push(taken);
    const r = await demo({ PORT: String(await freePort()), DEMO_PORT: String(portOf(taken)) }).done;
    expect(r.code).not.toBe(0);
    expect(r.stdout).not.toContain(BANNER);
    expect(r.stderr.trim().split('\n')).toEqual([expect.stringMatching(new RegExp(`port ${portOf(taken)} .*DEMO_PORT`))]);
  }, 20_000);

  it('prints no banner and exits non-zero when a started server dies while starting', async () => {
    const r = await demo({ PORTICO_DEMO_SETUP: '0', PORT: String(await freePort()), DEMO_PORT: String(await freePort()), DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' }).done;
    expect(r.code).not.toBe(0);
    expect(r.stdout).not.toContain(BANNER);
    expect(r.stderr.trim().split('\n').at(-1)).toMatch(/^scripts\/demo: the (reference server|demo app) exited before it was ready/);
  }, 60_000);

  it('a second demo on other ports but the same data directory stops with the server\'s line naming the first (needs pnpm build)', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'portico-demo-lock-'));
    const first = demo({ PORTICO_DEMO_SETUP: '0', PORT: String(await freePort()), DEMO_PORT: String(await freePort()), DATA_DIR: dataDir, SEED: '0' });
    try {
      expect(await first.banner, first.stderr.slice(-2000)).toContain(BANNER);
      const second = demo({ PORTICO_DEMO_SETUP: '0', PORT: String(await freePort()), DEMO_PORT: String(await freePort()), DATA_DIR: dataDir, SEED: '0' });
      expect(await second.banner).not.toContain(BANNER);
      expect(second.code).toBe(1);
      const escaped = dataDir.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
      expect(second.stderr).toMatch(new RegExp(`Another Portico server \\(pid \\d+, started [^,]+, port \\d+\\) is using the data directory ${escaped}: stop it, or set DATA_DIR to another directory`));
      expect(second.stderr.trim().split('\n').at(-1)).toMatch(/^scripts\/demo: .*DATA_DIR/);
    } finally {
      first.stop();
      await first.done;
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);

  it('every address in the banner answers (needs the built demo: pnpm build)', async () => {
    const run = demo({ PORTICO_DEMO_SETUP: '0', PORT: String(await freePort()), DEMO_PORT: String(await freePort()), DATA_DIR: 'memory://' });
    const banner = await run.banner;
    expect(banner, run.stderr.slice(-2000)).toContain(BANNER);
    // Only the banner itself (the servers' own log lines come before it).
    const urls = [...banner.slice(banner.lastIndexOf(BANNER)).matchAll(/http:\/\/127\.0\.0\.1:\d+\S*/g)].map((m) => m[0].replace('ADDRESS', 'member%40acme.test'));
    expect(urls.length).toBeGreaterThanOrEqual(5);
    for (const url of urls) expect((await fetch(url)).status, url).toBe(200);
  }, 90_000);
});
