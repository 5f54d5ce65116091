import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { createApiClient } from '@portico/rest-api';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeContext } from '../../../test/fixtures';
import { createRestApi } from '../../api/rest';
import { createHostedSession } from '../hosted/controller';
import { createOAuthClient } from '../hosted/oauth';
import { browserAgent } from '../../../test/session/browser-jar';

// The reference server (apps/server) as a black box on loopback: in-memory PGlite, seeded demo accounts.
const SERVER_DIR = fileURLToPath(new URL('../../../../../apps/server/', import.meta.url));
const APP = 'http://127.0.0.1:4998';
const REDIRECT_URI = `${APP}/oauth/callback`;
const CLIENT_ID = 'portico-demo';
let child: ChildProcess;
/** RP-initiated logout URLs the pages opened. */
const endSessionCalls: string[] = [];
let base: string;

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });

beforeAll(async () => {
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  child = spawn(`${SERVER_DIR}node_modules/.bin/tsx`, ['src/main.ts'], {
    cwd: SERVER_DIR,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: base, DATA_DIR: 'memory://', SEED: '1', APP_URL: APP, OAUTH_CLIENT_ID: CLIENT_ID, OAUTH_REDIRECT_URIS: REDIRECT_URI },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stderr!.on('data', (d: Buffer) => (log += d.toString()));
  for (let i = 0; i < 240; i++) {
    const up = await fetch(`${base}/healthz`).then((r) => r.ok, () => false);
    if (up) return;
    if (child.exitCode !== null) throw new Error(`server exited: ${log}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server did not start: ${log}`);
}, 70_000);
afterAll(() => void child?.kill('SIGTERM'));

/** One page load of the app in the browser `agent`: memory starts empty, sessionStorage is the tab's. */
function appPage(page: string, storage: Map<string, string>, agent: ReturnType<typeof browserAgent>) {
  const f = fakeContext({ page });
  const api = createRestApi(createApiClient({ baseUrl: base, fetch: agent.fetch, getToken: () => f.vault.get()?.accessToken, logLevel: 'silent' }));
  f.ctx.api = api;
  const oauth = createOAuthClient({ issuer: `${base}/frontegg/oauth`, clientId: CLIENT_ID, redirectUri: REDIRECT_URI, fetch: agent.fetch, headers: { 'x-portico-source': 'portico' } });
  const history = { state: null, replaceState: vi.fn() };
  const session = createHostedSession(f.ctx, {
    oauth, redirectUri: REDIRECT_URI, history, endSession: async (url) => void (endSessionCalls.push(url), await agent.fetch(url)),
    storage: { getItem: (k) => storage.get(k) ?? null, setItem: (k, v) => void storage.set(k, v), removeItem: (k) => void storage.delete(k) },
  });
  return { ...f, session };
}

async function signIn(email: string) {
  const storage = new Map<string, string>();
  const agent = browserAgent();
  const landing = appPage(`${APP}/`, storage, agent);
  await landing.session.start();
  expect(landing.auth.getState().status).toBe('unauthenticated');
  landing.session.dispose();
  // The authorize request without a session sends the browser to the hosted login page (ui-login)...
  const toLogin = await agent.request(landing.navigate.mock.calls[0]![0]);
  expect(toLogin.status).toBe(302);
  const loginPage = new URL(toLogin.headers.get('location')!);
  expect(loginPage.pathname).toBe('/oauth/account/login');
  // ...which signs in through the API (the refresh cookie lands in the browser), then returns to the authorize request.
  const login = await agent.fetch(`${base}/frontegg/identity/resources/auth/v1/user`, {
    method: 'POST', headers: { 'content-type': 'application/json', 'x-portico-source': 'portico' }, body: JSON.stringify({ email, password: 'Portico-demo-1' }),
  });
  expect(login.status).toBe(200);
  const back = await agent.request(loginPage.searchParams.get('redirectUrl')!);
  expect(back.status).toBe(302);
  const callback = back.headers.get('location')!;
  expect(callback.startsWith(REDIRECT_URI)).toBe(true);
  expect(new URL(callback).searchParams.get('iss')).toBe(`${base}/frontegg/oauth`);
  const page = appPage(callback, storage, agent);
  await page.session.start();
  return { page, agent, storage };
}

describe('hosted login against the Portico reference server', () => {
  it('authorize → hosted login → callback → token → profile → cookie refresh → reload restores silently → logout', async () => {
    const { page, agent, storage } = await signIn('admin@acme.test');
    expect(page.auth.getState()).toMatchObject({ status: 'authenticated', error: undefined });
    expect(page.auth.getState().user?.email).toBe('admin@acme.test');
    expect(page.auth.getState().user?.roles.map((r) => r.key.toLowerCase())).toContain('admin');
    expect(storage.size).toBe(0);

    const before = page.session.getAccessToken();
    const after = await page.session.refresh();
    expect(after).toBeTruthy();
    expect(after).not.toBe(before);

    // A reload: memory is empty, the httpOnly cookie restores the session without a redirect.
    page.session.dispose();
    const reload = appPage(`${APP}/somewhere`, storage, agent);
    await reload.session.start();
    expect(reload.auth.getState().status).toBe('authenticated');
    expect(reload.navigate).not.toHaveBeenCalled();

    await reload.session.logout();
    expect(reload.auth.getState().status).toBe('unauthenticated');
    // The server ends a session only with proof: the ID token from the cookie refresh rides along as the hint.
    const logoutUrl = new URL(endSessionCalls.at(-1)!);
    expect(logoutUrl.searchParams.get('id_token_hint')).toBeTruthy();
    expect(logoutUrl.searchParams.get('post_logout_redirect_uri')).toBe(`${APP}/`);
    reload.session.dispose();

    const afterLogout = appPage(`${APP}/`, storage, agent);
    await afterLogout.session.start();
    expect(afterLogout.auth.getState().status).toBe('unauthenticated');
    expect(new URL(afterLogout.navigate.mock.calls[0]![0]).pathname).toBe('/frontegg/oauth/authorize');
    afterLogout.session.dispose();
  }, 30_000);

  it('the member signs in too, without the admin role', async () => {
    const { page } = await signIn('member@acme.test');
    expect(page.auth.getState().status).toBe('authenticated');
    expect(page.auth.getState().user?.roles.map((r) => r.key.toLowerCase())).not.toContain('admin');
    page.session.dispose();
  }, 30_000);
});
