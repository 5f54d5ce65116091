// Page-load benchmark (issue "Production and scale"): how much later than a bare React page does a real host's login
// form become usable, and the admin portal's first section? Debian Chromium, CDP CPU throttle 4×, cold loads (a new
// context each time), the pages alternating, medians. The bare page is React + ReactDOM rendering one heading, built and
// served the same way as the demo (vite build, vite preview). Prints figures; never fails on a slow machine.
//   node e2e/bench/page-load.mjs [--runs 15] [--throttle 4] [--compare <another built demo's dist directory>] [--trace 5] [--admin-path /admin/users] [--floor] [--box]
// --compare serves a second build of the demo (e.g. the previous commit's) in the same run, alternating with this one.
// --trace N then loads each page N more times under a Chromium trace and prints where its main thread's time went.
// --floor adds each page's floor (floor-page.mjs): its usable DOM and CSS rendered by React alone, in the same run.
// --box adds the login box alone (box-page.mjs): the demo's login page without the demo's own shell around the box.
import { chromium } from '@playwright/test';
import { spawn, execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { buildBox } from './box-page.mjs';
import { buildFloor, captureDom } from './floor-page.mjs';
import { phasesOf, TRACE_CATEGORIES } from './trace-phases.mjs';

const root = resolve(import.meta.dirname, '../..');
const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const RUNS = arg('runs', 15);
const TRACES = arg('trace', 0);
const THROTTLE = arg('throttle', 4);
const SERVER_PORT = arg('server-port', 8897);
const DEMO_PORT = arg('demo-port', 6197);
const HELLO_PORT = arg('hello-port', 6198);
const COMPARE_PORT = arg('compare-port', 6196);
const FLOOR_PORT = arg('floor-port', 6199);
const FLOOR = process.argv.includes('--floor');
const BOX = process.argv.includes('--box');
const BOX_PORT = arg('box-port', 6201);
const compareAt = process.argv.indexOf('--compare');
const COMPARE_DIR = compareAt > 0 ? resolve(process.argv[compareAt + 1]) : undefined;
// The portal's address opened cold: its base (the first section shown) or a section's own (`--admin-path /admin/users`).
const adminAt = process.argv.indexOf('--admin-path');
const ADMIN_PATH = adminAt > 0 ? process.argv[adminAt + 1] : '/admin';
const demoDir = join(root, 'apps/demo');
// vite and the React plugin come from the demo's own dependencies, so both pages are built by the same tools.
const demoRequire = createRequire(join(demoDir, 'package.json'));
const vite = await import(demoRequire.resolve('vite'));
const react = (await import(demoRequire.resolve('@vitejs/plugin-react'))).default;

const children = [];
const stopAll = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('exit', stopAll);

async function waitFor(url, ms = 120_000) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    try {
      if ((await fetch(url)).ok) return;
    } catch { /* not up yet */ }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${ms / 1000} s`);
}

/** Builds a small page in `dir` with the demo's vite, React plugin and React (the bare page, the floors). */
const buildWithReact = (dir) => vite.build({ root: dir, configFile: false, logLevel: 'error', plugins: [react()], resolve: { alias: {
  'react-dom/client': demoRequire.resolve('react-dom/client'), 'react/jsx-runtime': demoRequire.resolve('react/jsx-runtime'), react: demoRequire.resolve('react'),
} } });
const previewOf = (dir, port) => vite.preview({ root: dir, configFile: false, logLevel: 'error', preview: { port, strictPort: true, host: '127.0.0.1' } });

/** The bare React page: one heading, rendered by createRoot, as small as a React page gets. */
async function buildHello() {
  const dir = mkdtempSync(join(tmpdir(), 'portico-hello-'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>hello</title></head><body><div id="root"></div><script type="module" src="/main.jsx"></script></body></html>');
  writeFileSync(join(dir, 'main.jsx'), "import { createRoot } from 'react-dom/client';\ncreateRoot(document.getElementById('root')).render(<h1 id=\"hello\">Hello</h1>);\n");
  await buildWithReact(dir);
  return dir;
}

async function start() {
  if (!existsSync(join(demoDir, 'dist/index.html'))) execFileSync('pnpm', ['--filter', '@portico/demo', 'build'], { cwd: root, stdio: 'inherit' });
  const server = spawn('pnpm', ['--filter', '@portico/server', 'start'], {
    cwd: root, stdio: 'ignore',
    env: { ...process.env, PORT: String(SERVER_PORT), HOST: '127.0.0.1', DATA_DIR: 'memory://', SEED: '1', APP_URL: `http://127.0.0.1:${DEMO_PORT}`, ALLOWED_ORIGINS: [COMPARE_DIR && COMPARE_PORT, BOX && BOX_PORT].filter(Boolean).map((p) => `http://127.0.0.1:${p}`).join(',') },
  });
  children.push(server);
  // The demo's vite config reads the API address when it loads.
  process.env.PORTICO_SERVER_URL = `http://127.0.0.1:${SERVER_PORT}`;
  const demo = await vite.preview({ root: demoDir, logLevel: 'error', preview: { port: DEMO_PORT, strictPort: true, host: '127.0.0.1' } });
  const other = COMPARE_DIR
    ? await vite.preview({ root: demoDir, logLevel: 'error', build: { outDir: COMPARE_DIR }, preview: { port: COMPARE_PORT, strictPort: true, host: '127.0.0.1' } })
    : undefined;
  const boxDir = BOX ? await buildBox(vite, demoDir) : undefined;
  const box = boxDir
    ? await vite.preview({ root: demoDir, logLevel: 'error', build: { outDir: boxDir }, preview: { port: BOX_PORT, strictPort: true, host: '127.0.0.1' } })
    : undefined;
  const helloDir = await buildHello();
  const hello = await previewOf(helloDir, HELLO_PORT);
  await waitFor(`http://127.0.0.1:${SERVER_PORT}/healthz`);
  return { demo, hello, helloDir, other, box, boxDir };
}

/**
 * Milliseconds from navigation start until `selector` is in the page and enabled (a MutationObserver, no polling);
 * with `trace`, the load's main-thread phases ({@link phasesOf}) instead.
 */
async function measure(browser, url, selector, prepare, trace = false) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    if (prepare) await prepare(context);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
    await page.addInitScript((sel) => {
      const check = () => {
        const el = document.querySelector(sel);
        if (el && !el.disabled && !window.__usable) {
          window.__usable = performance.now();
          observer.disconnect();
        }
      };
      const observer = new MutationObserver(check);
      observer.observe(document, { subtree: true, childList: true, attributes: true });
    }, selector);
    if (trace) await browser.startTracing(page, { categories: TRACE_CATEGORIES });
    await page.goto(url, { waitUntil: 'commit' });
    await page.waitForFunction(() => window.__usable !== undefined, undefined, { timeout: 60_000, polling: 100 });
    const usable = await page.evaluate(() => window.__usable);
    return trace ? { usable, ...phasesOf((await browser.stopTracing()).toString(), usable) } : usable;
  } finally {
    await context.close();
  }
}

// A signed-in context for the portal: each sample logs in afresh (refresh tokens rotate, so a cookie is never reused).
const signIn = (origin) => async (context) => {
  const res = await context.request.post(`${origin}/frontegg/identity/resources/auth/v1/user`, {
    data: { email: 'admin@acme.test', password: 'Portico-demo-1' }, headers: { 'x-portico-source': 'portico' },
  });
  if (!res.ok()) throw new Error(`sign-in for the portal sample failed: ${res.status()}`);
};

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

const { demo, hello, helloDir, other, box, boxDir } = await start();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
const demoOrigin = `http://127.0.0.1:${DEMO_PORT}`;
const targets = [
  { name: 'bare React page (baseline)', url: `http://127.0.0.1:${HELLO_PORT}/`, selector: '#hello' },
  { name: 'login: email field usable', url: `${demoOrigin}/account/login`, selector: 'input[type="email"]' },
  { name: 'admin portal: first section ready', url: `${demoOrigin}${ADMIN_PATH}`, selector: '.portico-admin[data-portico-admin-ready="true"]', prepare: signIn(demoOrigin) },
];
const floors = [];
if (FLOOR) {
  // Each page once, unthrottled, to its usable state; its DOM and stylesheets become the floor page.
  for (const [i, t] of targets.slice(1).entries()) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    if (t.prepare) await t.prepare(context);
    const page = await context.newPage();
    await page.goto(t.url);
    await page.locator(t.selector).first().waitFor({ timeout: 60_000 });
    const dom = await captureDom(page);
    await context.close();
    const css = await Promise.all(dom.css.map(async (href) => (await fetch(href)).text()));
    const dir = await buildFloor(dom, css, buildWithReact);
    const server = await previewOf(dir, FLOOR_PORT + i);
    floors.push({ dir, server });
    targets.push({ name: `${t.name.split(':')[0]} floor (its DOM, React only)`, url: `http://127.0.0.1:${FLOOR_PORT + i}/`, selector: t.selector });
  }
}
if (box) targets.push({ name: 'login box alone (no host shell)', url: `http://127.0.0.1:${BOX_PORT}/account/login`, selector: 'input[type="email"]' });
if (other) {
  const otherOrigin = `http://127.0.0.1:${COMPARE_PORT}`;
  targets.push(
    { name: 'login (--compare build)', url: `${otherOrigin}/account/login`, selector: 'input[type="email"]' },
    { name: 'admin portal (--compare build)', url: `${otherOrigin}${ADMIN_PATH}`, selector: '.portico-admin[data-portico-admin-ready="true"]', prepare: signIn(otherOrigin) },
  );
}
const samples = new Map(targets.map((t) => [t.name, []]));
const traces = new Map(targets.map((t) => [t.name, []]));
try {
  // One warm-up of each (server JIT, vite preview caches), not counted.
  for (const t of targets) await measure(browser, t.url, t.selector, t.prepare).catch((e) => { throw new Error(`${t.name}: ${e.message}`); });
  for (let i = 0; i < RUNS; i++) {
    const order = i % 2 ? [...targets].reverse() : targets;
    for (const t of order) samples.get(t.name).push(await measure(browser, t.url, t.selector, t.prepare));
  }
  for (let i = 0; i < TRACES; i++) {
    for (const t of targets) traces.get(t.name).push(await measure(browser, t.url, t.selector, t.prepare, true));
  }
} finally {
  await browser.close();
  await new Promise((r) => demo.httpServer.close(r));
  await new Promise((r) => hello.httpServer.close(r));
  if (other) await new Promise((r) => other.httpServer.close(r));
  if (box) {
    await new Promise((r) => box.httpServer.close(r));
    rmSync(boxDir, { recursive: true, force: true });
  }
  for (const f of floors) {
    await new Promise((r) => f.server.httpServer.close(r));
    rmSync(f.dir, { recursive: true, force: true });
  }
  rmSync(helloDir, { recursive: true, force: true });
  stopAll();
}

if (TRACES) {
  console.log(`main thread of ${TRACES} traced loads each (medians, ms; a trace slows the page, so compare phases, not these totals with the timings)`);
  const phases = Object.keys(traces.get(targets[0].name)[0]);
  console.log(`${'page'.padEnd(42)} ${phases.map((p) => p.split(' ')[0].padStart(9)).join(' ')}`);
  for (const t of targets) console.log(`${t.name.padEnd(42)} ${phases.map((p) => median(traces.get(t.name).map((x) => x[p])).toFixed(0).padStart(9)).join(' ')}`);
  console.log(`phases: ${phases.join('; ')}`);
}
if (!RUNS) process.exit(0);
const base = median(samples.get(targets[0].name));
const goals = { [targets[1].name]: 1.3, [targets[2].name]: 1.5, 'login (--compare build)': 1.3, 'admin portal (--compare build)': 1.5 };
console.log(`page load, Chromium, CPU throttle ${THROTTLE}×, ${RUNS} cold loads each, alternating; medians`);
for (const t of targets) {
  const m = median(samples.get(t.name));
  const goal = goals[t.name];
  const ratio = m / base;
  const versus = t === targets[0] ? '' : `${ratio.toFixed(2)}× bare`;
  console.log(`${t.name.padEnd(42)} ${m.toFixed(0).padStart(6)} ms  ${goal ? `${versus} (goal ≤ ${goal}×: ${ratio <= goal ? 'met' : `MISSED by ${(ratio - goal).toFixed(2)}`})` : versus}`);
}
