import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeApi, fakeContext } from '../../../test/fixtures';
import { createHostedSession } from '../hosted/controller';
import { createOAuthClient } from '../hosted/oauth';
import { browserAgent, formOf } from '../../../test/session/browser-jar';

// panva's certified oidc-provider, in-process on loopback: a real authorization server for the hosted-login flow.
const CLIENT_ID = 'portico-app';
const REDIRECT_URI = 'http://127.0.0.1:4999/oauth/callback';
let server: Server;
let issuer: string;

beforeAll(async () => {
  server = createServer();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, {
    clients: [{
      client_id: CLIENT_ID, token_endpoint_auth_method: 'none', redirect_uris: [REDIRECT_URI],
      post_logout_redirect_uris: ['http://127.0.0.1:4999/'], grant_types: ['authorization_code', 'refresh_token'], response_types: ['code'],
    }],
    pkce: { required: () => true },
    findAccount: async (_ctx, id) => ({
      accountId: id,
      claims: async () => ({ sub: id, email: `${id}@acme.test`, email_verified: true, name: `User ${id}` }),
    }),
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    features: { devInteractions: { enabled: true }, revocation: { enabled: true }, rpInitiatedLogout: { enabled: true } },
    issueRefreshToken: async (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    cookies: { keys: ['interop-test-cookie-key'] },
    ttl: { Interaction: 600, Session: 3600, Grant: 3600, AccessToken: 600, RefreshToken: 86_400, IdToken: 600 },
  });
  provider.on('server_error', (_ctx, error) => console.error(error));
  server.on('request', provider.callback());
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

/** A page of the app: its own context (tab), a shared sessionStorage (one tab across the navigation). */
function appPage(page: string, storage: Map<string, string>) {
  const api = fakeApi();
  const f = fakeContext({ api, page });
  // The profile comes from the provider's userinfo endpoint with the in-memory access token.
  api.getProfile.mockImplementation(async () => {
    const response = await fetch(`${issuer}/me`, { headers: { authorization: `Bearer ${f.vault.get()!.accessToken}` } });
    if (!response.ok) throw new Error(`userinfo ${response.status}`);
    const claims = (await response.json()) as { sub: string; email: string; name: string };
    return { id: claims.sub, email: claims.email, name: claims.name, tenantId: 'acme' };
  });
  const oauth = createOAuthClient({ issuer, clientId: CLIENT_ID, redirectUri: REDIRECT_URI });
  const history = { state: null, replaceState: vi.fn() };
  const endSession = vi.fn(async () => {});
  const session = createHostedSession(f.ctx, {
    oauth, redirectUri: REDIRECT_URI, history, endSession, postLogoutRedirectUri: 'http://127.0.0.1:4999/',
    storage: { getItem: (k) => storage.get(k) ?? null, setItem: (k, v) => void storage.set(k, v), removeItem: (k) => void storage.delete(k) },
  });
  return { ...f, session, history, endSession, oauth };
}

describe('hosted login against oidc-provider', () => {
  it('authorize → login → consent → callback → token → userinfo → refresh (rotated) → logout', async () => {
    const storage = new Map<string, string>();
    const browser = browserAgent();

    // 1. A visitor arrives: no session, so the controller redirects to the authorize endpoint.
    const landing = appPage('http://127.0.0.1:4999/reports?id=7', storage);
    await landing.session.start();
    expect(landing.auth.getState().status).toBe('unauthenticated');
    const authorize = new URL(landing.navigate.mock.calls[0]![0]);
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    landing.session.dispose();

    // 2. The browser signs in on the provider's login page and grants consent.
    const prompts: string[] = [];
    const callback = await browser.drive(authorize.toString(), REDIRECT_URI, async (html, url) => {
      const { action, fields } = formOf(html, url);
      prompts.push(fields.prompt ?? '?');
      return browser.request(action, { form: fields.prompt === 'login' ? { ...fields, login: 'ada', password: 'any' } : fields });
    });
    expect(prompts).toEqual(['login', 'consent']);
    const params = new URL(callback).searchParams;
    expect(params.get('iss')).toBe(issuer);
    expect(params.get('code')).toBeTruthy();

    // 3. Back on the app: the callback page exchanges the code and signs the user in.
    const page = appPage(callback, storage);
    await page.session.start();
    expect(page.auth.getState()).toMatchObject({ status: 'authenticated', error: undefined });
    expect(page.auth.getState().user).toMatchObject({ id: 'ada', email: 'ada@acme.test', name: 'User ada' });
    expect(page.history.replaceState.mock.calls[0]![2]).toBe(REDIRECT_URI);
    expect(page.history.replaceState.mock.calls[1]![2]).toBe('http://127.0.0.1:4999/reports?id=7');
    expect(storage.size).toBe(0);
    const first = page.session.getAccessToken();

    // 4. Refresh with the in-memory refresh token (the provider rotates it for public clients), twice.
    const second = await page.session.refresh();
    const third = await page.session.refresh();
    expect(new Set([first, second, third]).size).toBe(3);
    expect(page.auth.getState().status).toBe('authenticated');

    // 5. Replaying the callback fails: the transaction is gone and the code is single use.
    const replay = appPage(callback, storage);
    await replay.session.start();
    expect(replay.auth.getState().status).toBe('unauthenticated');
    replay.session.dispose();

    // 6. Logout revokes the refresh token and ends the provider session (RP-initiated logout URL).
    await page.session.logout();
    expect(page.endSession).toHaveBeenCalledWith(expect.stringMatching(new RegExp(`^${issuer}/session/end\\?client_id=${CLIENT_ID}`)));
    expect(page.auth.getState().status).toBe('unauthenticated');
    page.session.dispose();
  });

  it('a tampered state is refused before any token call', async () => {
    const storage = new Map<string, string>();
    const browser = browserAgent();
    const landing = appPage('http://127.0.0.1:4999/', storage);
    await landing.session.start();
    const callback = await browser.drive(landing.navigate.mock.calls[0]![0], REDIRECT_URI, async (html, url) => {
      const { action, fields } = formOf(html, url);
      return browser.request(action, { form: { ...fields, login: 'bob', password: 'x' } });
    });
    const forged = new URL(callback);
    forged.searchParams.set('state', 'forged-state');
    const page = appPage(forged.toString(), storage);
    await page.session.start();
    expect(page.auth.getState()).toMatchObject({ status: 'unauthenticated' });
    expect(page.auth.getState().error).toMatch(/does not match/);
    expect(storage.size).toBe(0);
    landing.session.dispose();
    page.session.dispose();
  });
});
