import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { createApp, type PorticoServer } from '../app';
import { loadConfig, type ServerConfig } from '../config';
import { dropSchema, openDatabase, type Db } from '../db/connect';
import type { StatementCounter } from '../db/statement-count';
import { backgroundSettled } from '../http/background';
import { MIGRATIONS } from '../migrations';
import { DEMO_PASSWORD } from '../seed/seed';
import { loadSnapshot } from './snapshot';

/** Cheap argon2id cost for tests only (production uses OWASP's). */
export const TEST_HASH_COST = { memoryCost: 1024, timeCost: 1, parallelism: 1 };
export { DEMO_ADMIN, DEMO_MEMBER, DEMO_PASSWORD } from '../seed/seed';

/** A client that keeps cookies per instance, like one browser. */
export class Browser {
  readonly cookies = new Map<string, string>();
  constructor(readonly base: string) {}

  /** Sends a request to `{base}{path}`; JSON-encodes `json`; sends the source header unless `source: false`. */
  async fetch(path: string, init: { method?: string; json?: unknown; body?: BodyInit; headers?: Record<string, string>; token?: string; source?: boolean; redirect?: RequestRedirect } = {}) {
    const headers: Record<string, string> = { ...(init.headers ?? {}) };
    if (init.json !== undefined) headers['content-type'] = 'application/json';
    if (init.source !== false) headers['x-portico-source'] = 'portico';
    if (init.token) headers.authorization = `Bearer ${init.token}`;
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const res = await fetch(path.startsWith('http') ? path : `${this.base}${path}`, {
      method: init.method ?? (init.json !== undefined || init.body ? 'POST' : 'GET'), headers,
      body: init.json !== undefined ? JSON.stringify(init.json) : init.body, redirect: init.redirect ?? 'manual',
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const [name, ...rest] = pair!.split('=');
      const value = rest.join('=');
      if (/max-age=0/i.test(line) || value === '') this.cookies.delete(name!);
      else this.cookies.set(name!, value);
    }
    const text = await res.text();
    // Tests read response JSON loosely; each assertion states the shape it expects.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    let data: any;
    try { data = text ? JSON.parse(text) : undefined; } catch { data = text; }
    return { status: res.status, headers: res.headers, data, text };
  }
}

/** A running server on an ephemeral loopback port over a fresh database. */
export interface TestServer extends PorticoServer {
  url: string;
  /** `{url}/frontegg` */
  base: string;
  /** `{base}/identity/resources` */
  id: string;
  db: Db;
  browser(): Browser;
  /** Logs in with the demo password (or the given one); returns the browser and access token. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- loosely typed login body, as above
  login(email: string, password?: string): Promise<{ browser: Browser; accessToken: string; data: any }>;
  close(): Promise<void>;
}

/** How a test server starts beyond its configuration. */
export interface StartOptions {
  /**
   * Keep the seeded demo plans' limits (Free: 3 seats, 2 API tokens, 1 webhook, no SSO, no sub-accounts). Off by
   * default: a test server's plans set no limits, so suites about other things may create what they need; suites
   * about plan limits (and Usage figures) turn it on.
   */
  planLimits?: boolean;
  /** Counts the statements of each request (the cost guard, request-cost.test.ts). */
  counter?: StatementCounter;
}

/** Starts the app on 127.0.0.1:0 with a fresh PGlite in memory, or a fresh schema on TEST_DATABASE_URL. */
export async function startServer(overrides: Partial<ServerConfig> = {}, options: StartOptions = {}): Promise<TestServer> {
  let handler: (req: Request, env?: unknown) => Response | Promise<Response> = () => new Response('starting', { status: 503 });
  const counter = options.counter;
  const serveRequest = (req: Request, env: unknown) => (counter ? counter.request(() => handler(req, env)) : handler(req, env));
  const server = serve({ fetch: serveRequest, hostname: '127.0.0.1', port: 0 });
  await new Promise<void>((r) => server.once('listening', () => r()));
  const port = (server.address() as AddressInfo).port;
  const url = `http://127.0.0.1:${port}`;
  const pgUrl = process.env.TEST_DATABASE_URL;
  const schema = pgUrl ? `t_${crypto.randomUUID().replace(/-/g, '').slice(0, 16)}` : undefined;
  // A seeded run starts from the run's migrated, seeded snapshot; an unseeded one needs an empty database.
  const snapshot = overrides.seed === false ? undefined : await loadSnapshot();
  const db = await openDatabase(pgUrl ? { databaseUrl: pgUrl, schema, counter, migrations: MIGRATIONS } : { dataDir: 'memory://', loadDataDir: snapshot, counter, migrations: MIGRATIONS });
  const config: ServerConfig = {
    ...loadConfig({ NODE_ENV: 'test' }), port, publicUrl: url, hashCost: TEST_HASH_COST, seed: true, databaseUrl: pgUrl, dataDir: 'memory://',
    appUrl: 'http://app.test', allowedOrigins: ['http://app.test'],
    oauthClients: [
      { clientId: 'portico-demo', redirectUris: ['http://app.test/oauth/callback'], postLogoutRedirectUris: ['http://app.test/'] },
      { clientId: 'interop', redirectUris: ['http://127.0.0.1:9/callback'], refreshTokenInBody: true, postLogoutRedirectUris: ['http://127.0.0.1:9/'] },
    ],
    ...overrides,
  };
  const built = await createApp(config, db);
  if (!options.planLimits) await db.updateTable('billing_plans').set({ limits: JSON.stringify({}) }).execute();
  handler = built.app.fetch as typeof handler;
  const base = `${url}/${config.prefix}`;
  const t: TestServer = {
    ...built, url, base, id: `${base}/identity/resources`, db,
    browser: () => new Browser(base),
    async login(email, password = DEMO_PASSWORD) {
      const browser = new Browser(base);
      const res = await browser.fetch('/identity/resources/auth/v1/user', { json: { email, password } });
      if (res.status !== 200 || !res.data.accessToken) throw new Error(`login failed ${res.status} ${res.text}`);
      return { browser, accessToken: res.data.accessToken as string, data: res.data };
    },
    async close() {
      await new Promise<void>((r) => server.close(() => r()));
      // Mail and audits queued after a response finish before the database goes away.
      await backgroundSettled();
      await db.destroy();
      if (schema && pgUrl) await dropSchema(pgUrl, schema);
    },
  };
  return t;
}

/** One mail of the dev mailbox. */
export interface DevMail { subject: string; text: string; links: string[]; codes: string[] }

/**
 * Latest mail to an address (that `match` accepts), from the dev mailbox. Mail is sent after the response, so a mail
 * sent just before may not be there yet, and an earlier request's mail may arrive after it: asks again for up to 10 s.
 */
export async function lastMail(t: TestServer, to: string, match: (mail: DevMail) => boolean = () => true): Promise<DevMail> {
  const end = Date.now() + 10_000;
  for (;;) {
    const res = await fetch(`${t.url}/dev/mailbox?to=${encodeURIComponent(to)}`);
    const found = ((await res.json()) as DevMail[]).find(match);
    if (found) return found;
    if (Date.now() > end) throw new Error(`no mail to ${to}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** userId and token from a mailed link. */
export function linkParams(link: string): { userId: string; token: string } {
  const u = new URL(link);
  return { userId: u.searchParams.get('userId')!, token: u.searchParams.get('token')! };
}
