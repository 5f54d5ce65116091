import type { FronteggApiClient } from '@frontegg/rest-api';
import { DEMO_PASSWORD, linkParams, type TestServer } from '@portico/server/src/test/fixture';
import { freshTotp } from '@portico/server/src/test/totp-app';
import type { FakeBrowser } from './browser';

/** How a function of the published client stands against the spec. */
export type Kind =
  /** The spec covers it: it must work. */
  | 'spec'
  /** It needs a third party (Stripe, a real social provider or IdP, Slack): listed, not run, not a failure. */
  | 'third-party'
  /** A documented deliberate difference: run, and expected not to work (docs/compatibility.md says why). */
  | 'deliberate'
  /** The spec does not cover it (another product's API): listed, not run. */
  | 'not-in-spec';

/** Everything a step may use: the client, the server, the fake browser and what earlier steps kept. */
export interface Ctx {
  api: FronteggApiClient;
  appName: string;
  server: TestServer;
  browser: FakeBrowser;
  // Ids and values earlier steps found, read loosely by later ones.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  kept: Record<string, any>;
  /** Signs in through the client's own login (the token lands in its ContextHolder). */
  signIn(email: string, password?: string): Promise<void>;
  /** A TOTP code of an authenticator secret the server accepts once (a later time-step than the last one used). */
  totp(secret: string): Promise<string>;
  /** The latest mail to an address, from the dev mailbox. */
  mail(to: string): Promise<{ subject: string; text: string; links: string[]; codes: string[] }>;
  /** userId and token of the latest mailed link to an address. */
  mailedLink(to: string): Promise<{ userId: string; token: string }>;
  /** The latest text message to a phone number (code included), from the dev SMS outbox. */
  sms(to: string): Promise<{ text: string; codes: string[] }>;
  /** A new account in its own tenant (signed up and activated through the client), signed in. */
  freshAccount(email: string, password?: string): Promise<{ userId: string; tenantId: string }>;
}

/** Password of the accounts {@link Ctx.freshAccount} makes. */
export const FRESH_PASSWORD = 'Fresh-account-1';

/** A check of an answer against the fields the SDK's own types declare; throws a readable message on a mismatch. */
export type Check = (result: unknown, x: Ctx) => void;

/** One exported function of the published client. */
export interface Fn {
  /** `domain.function` as `createApiClient()` exposes it. */
  name: string;
  kind: Kind;
  /** Why it is third-party, deliberate or not in the spec. */
  note?: string;
  run?: (x: Ctx) => Promise<unknown>;
  check?: Check;
}

export const spec = (name: string, run: Fn['run'], check?: Check): Fn => ({ name, kind: 'spec', run, check });
export const thirdParty = (name: string, note: string): Fn => ({ name, kind: 'third-party', note });
export const notInSpec = (name: string, note: string): Fn => ({ name, kind: 'not-in-spec', note });
export const deliberate = (name: string, note: string, run: Fn['run'], check?: Check): Fn => ({ name, kind: 'deliberate', note, run, check });

const at = (v: unknown, path: string): unknown => path.split('.').reduce<unknown>((o, k) => (o && typeof o === 'object' ? (o as Record<string, unknown>)[k] : undefined), v);
const show = (v: unknown) => JSON.stringify(v)?.slice(0, 240);

/** The answer is an object holding every named field (dotted paths allowed). */
export const has = (...fields: string[]): Check => (r) => {
  if (!r || typeof r !== 'object') throw new Error(`expected an object with ${fields.join(', ')}, got ${show(r)}`);
  const missing = fields.filter((f) => at(r, f) === undefined);
  if (missing.length) throw new Error(`missing ${missing.join(', ')} in ${show(r)}`);
};

/** The answer is an array (non-empty when `min` says so) whose items hold every named field. */
export const list = (fields: string[] = [], min = 0): Check => (r) => {
  if (!Array.isArray(r)) throw new Error(`expected an array, got ${show(r)}`);
  if (r.length < min) throw new Error(`expected at least ${min} items, got ${r.length}`);
  for (const item of r) has(...fields)(item, undefined as never);
};

/** The answer's `key` is an array of items holding every named field. */
export const listAt = (key: string, fields: string[] = [], min = 0): Check => (r, x) => {
  has(key)(r, x);
  list(fields, min)(at(r, key), x);
};

/** A function the client's types mark private but exports at run time (a method of its API object). */
export const priv = <T>(o: object): T => o as T;

/** Both checks hold. */
export const all = (...checks: Check[]): Check => (r, x) => { for (const c of checks) c(r, x); };

/** The answer is a string (e.g. a URL or a token). */
export const text: Check = (r) => { if (typeof r !== 'string' || !r) throw new Error(`expected a string, got ${show(r)}`); };

// Node's own fetch, kept before the browser shims replace it: the test's own reads of the dev outboxes are not the SDK's.
const rawFetch = globalThis.fetch;
type Message = { to: string; subject: string; text: string; links: string[]; codes: string[] };
const outbox = async (server: TestServer, path: string): Promise<Message[]> => (await (await rawFetch(`${server.url}${path}`)).json()) as Message[];

/** A ctx over a started server and installed browser. */
export function makeCtx(api: FronteggApiClient, appName: string, server: TestServer, browser: FakeBrowser): Ctx {
  const x: Ctx = {
    api, appName, server, browser, kept: {},
    async signIn(email, password = DEMO_PASSWORD) {
      const r = await api.auth.login({ email, password });
      if (!r.accessToken) throw new Error(`sign-in as ${email} gave no access token: ${show(r)}`);
    },
    totp: (secret) => freshTotp(secret),
    async mail(to) {
      const [m] = await outbox(server, `/dev/mailbox?to=${encodeURIComponent(to)}`);
      if (!m) throw new Error(`no mail to ${to}`);
      return m;
    },
    async mailedLink(to) {
      const m = await x.mail(to);
      if (!m.links[0]) throw new Error(`no link in the mail to ${to}`);
      return linkParams(m.links[0]);
    },
    async sms(to) {
      const m = (await outbox(server, '/dev/sms')).find((s) => s.to === to);
      if (!m) throw new Error(`no text to ${to}`);
      return m;
    },
    async freshAccount(email, password = FRESH_PASSWORD) {
      const r = await api.auth.signUpUser({ email, password, name: email.split('@')[0], companyName: `${email.split('@')[0]} Inc` });
      if (r.shouldActivate) await api.auth.activateAccount({ ...(await x.mailedLink(email)), password });
      await x.signIn(email, password);
      return { userId: r.userId as string, tenantId: r.tenantId as string };
    },
  };
  return x;
}
