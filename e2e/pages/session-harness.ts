import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BrowserContext, Page } from '@playwright/test';
import { build } from 'esbuild';

const here = dirname(fileURLToPath(import.meta.url));
let bundle: Promise<string> | undefined;

/** Bundles the harness once per run, from core-state's sources (the "source" export condition). */
function harnessScript(): Promise<string> {
  bundle ??= build({
    entryPoints: [resolve(here, '../harness/session-harness.ts')],
    bundle: true,
    format: 'esm',
    write: false,
    conditions: ['source'],
    platform: 'browser',
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'error',
  }).then((r) => r.outputFiles[0]!.text);
  return bundle;
}

/** Serves the harness at `${origin}/__harness` in every page of the context (same origin as the API proxy). */
export async function serveHarness(context: BrowserContext, origin: string): Promise<void> {
  const script = await harnessScript();
  await context.route(`${origin}/__harness`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>harness</title><script type="module" src="/__harness.js"></script>' }));
  await context.route(`${origin}/__harness.js`, (route) => route.fulfill({ contentType: 'text/javascript', body: script }));
}

type Harness = {
  signIn(email: string, password: string): Promise<number>;
  start(): Promise<void>;
  refresh(): Promise<boolean>;
  logout(): Promise<void>;
  status(): string;
  tokenDigest(): Promise<string | null>;
};

/** Page object of one tab running the harness. */
export class SessionHarnessPage {
  constructor(readonly page: Page, private readonly origin: string) {}

  async open(): Promise<this> {
    await this.page.goto(`${this.origin}/__harness`);
    await this.page.waitForFunction(() => document.title === 'session harness ready');
    return this;
  }

  signIn(email: string, password: string) {
    return this.page.evaluate(([e, p]) => (window as unknown as { harness: Harness }).harness.signIn(e, p), [email, password] as const);
  }
  start() {
    return this.page.evaluate(() => (window as unknown as { harness: Harness }).harness.start());
  }
  refresh() {
    return this.page.evaluate(() => (window as unknown as { harness: Harness }).harness.refresh());
  }
  logout() {
    return this.page.evaluate(() => (window as unknown as { harness: Harness }).harness.logout());
  }
  status() {
    return this.page.evaluate(() => (window as unknown as { harness: Harness }).harness.status());
  }
  tokenDigest() {
    return this.page.evaluate(() => (window as unknown as { harness: Harness }).harness.tokenDigest());
  }
}
