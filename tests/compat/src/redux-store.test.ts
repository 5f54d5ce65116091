import { ContextHolder, createApiClient, RequestSource } from '@frontegg/rest-api';
import { createStore, type FronteggStore } from '@frontegg/redux-store';
import { ROUTE_MISS_HEADER, ROUTE_MISS_VALUE } from '@portico/server/src/http/errors-middleware';
import { DEMO_ADMIN, DEMO_PASSWORD, linkParams, startServer, type TestServer } from '@portico/server/src/test/fixture';
import { freshTotp } from '@portico/server/src/test/totp-app';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installBrowser, type FakeBrowser } from './browser';

// Frontegg's headless state layer drives its own auth flow against the server: password, TOTP, refresh after the
// access token expired, tenant switch, the users list, logout. The server's access tokens live 3 seconds here.
const APP = 'portico-redux';
const TTL_SECONDS = 3;
const USER = { email: 'redux@fe-compat.test', password: 'Redux-user-pass-1' };
let server: TestServer;
let browser: FakeBrowser;
let store: FronteggStore;
let secret = '';
const code = () => freshTotp(secret);
const rawFetch = globalThis.fetch;
const mailedLink = async (to: string) => {
  const [m] = (await (await rawFetch(`${server.url}/dev/mailbox?to=${encodeURIComponent(to)}`)).json()) as { links: string[] }[];
  return linkParams(m!.links[0]!);
};
const auth = () => store.getState().auth;
const waitFor = async (what: string, ok: () => boolean) => {
  for (let i = 0; i < 200 && !ok(); i++) await new Promise((r) => setTimeout(r, 25));
  if (!ok()) throw new Error(`timed out waiting for ${what}`);
};

beforeAll(async () => {
  server = await startServer({ accessTokenTtlSeconds: TTL_SECONDS });
  browser = installBrowser(`${server.url}/account/login`, server.url, [ROUTE_MISS_HEADER, ROUTE_MISS_VALUE]);
  // Set-up with the plain client (the store's own calls are what the test is about): an account of its own, a seat in
  // the seeded tenant, and an authenticator app.
  const setup = createApiClient('portico-redux-setup');
  ContextHolder.for('portico-redux-setup').setContext({ baseUrl: server.url });
  ContextHolder.for('portico-redux-setup').setRequestSource(RequestSource.LoginBox);
  await setup.auth.signUpUser({ ...USER, name: 'Redux User', companyName: 'Redux Co' });
  await setup.auth.activateAccount({ ...(await mailedLink(USER.email)), password: USER.password });
  await setup.auth.login({ email: DEMO_ADMIN, password: DEMO_PASSWORD });
  const readOnly = (await setup.teams.loadAvailableRoles()).find((r) => r.key === 'ReadOnly')!.id;
  await setup.teams.addUser({ email: USER.email, name: 'Redux User', roleIds: [readOnly] });
  await setup.auth.login(USER);
  await setup.auth.acceptInvitation(await mailedLink(USER.email));
  secret = /secret=([A-Z2-7]+)/i.exec(decodeURIComponent((await setup.auth.enrollMfa()).qrCode))![1]!;
  await setup.auth.verifyMfa({ token: await code() });
  await setup.auth.logout();
  ContextHolder.for(APP).setRequestSource(RequestSource.LoginBox);
  store = createStore({ name: APP, context: { baseUrl: server.url }, storeHolder: {} });
});
afterAll(async () => {
  browser?.uninstall();
  await server?.close();
});

describe('@frontegg/redux-store\'s own auth flow, headless in Node, against the reference server', () => {
  it('starts signed out', async () => {
    await store.actions.requestAuthorize(true);
    expect(auth().isAuthenticated).toBe(false);
    expect(auth().socialLoginState).toBeDefined();
  });

  it('password login stops at the MFA step', async () => {
    await store.actions.login({ ...USER });
    expect(auth().isAuthenticated).toBe(false);
    expect(auth().mfaState.mfaToken, JSON.stringify(auth().loginState)).toBeTruthy();
  });

  it('the TOTP code signs in', async () => {
    await store.actions.loginWithMfa({ mfaToken: auth().mfaState.mfaToken as string, value: await code() });
    await waitFor('authentication', () => auth().isAuthenticated);
    expect(auth().user?.email).toBe(USER.email);
    expect(auth().user?.accessToken).toBeTruthy();
  });

  it('after the access token expired, a refresh gives a new one that works', async () => {
    const first = auth().user!.accessToken;
    await new Promise((r) => setTimeout(r, (TTL_SECONDS + 1) * 1000));
    const api = createApiClient(APP);
    await expect(api.auth.getMeV2()).rejects.toMatchObject({ statusCode: 401 });
    await store.actions.requestAuthorize();
    await waitFor('a new token', () => !!auth().user?.accessToken && auth().user!.accessToken !== first);
    expect((await api.auth.getMeV2()).email).toBe(USER.email);
  });

  it('switches tenant', async () => {
    const { tenants } = await createApiClient(APP).users.getCurrentUserTenantsV3();
    const other = tenants.find((t) => t.tenantId !== auth().user!.tenantId);
    expect(other, 'a second tenant to switch to').toBeDefined();
    let done: boolean | undefined;
    await store.actions.switchTenant({ tenantId: other!.tenantId, callback: (ok: boolean) => { done = ok; return false; } } as never);
    expect(done).toBe(true);
    await waitFor('the switched token', () => auth().user?.tenantId === other!.tenantId);
  });

  it('lists the users of the tenant', async () => {
    await store.actions.loadUsers({ pageOffset: 0, pageSize: 20 });
    const users = auth().teamState.users;
    expect(users.map((u) => u.email)).toContain(DEMO_ADMIN);
    expect(auth().teamState.totalPages).toBeGreaterThan(0);
  });

  it('logs out: the session and its cookie are gone', async () => {
    await store.actions.logout();
    expect(auth().isAuthenticated).toBe(false);
    expect(browser.cookies.has('portico_refresh')).toBe(false);
    await store.actions.requestAuthorize();
    expect(auth().isAuthenticated).toBe(false);
  });
});
