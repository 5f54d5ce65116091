import * as oauth from 'oauth4webapi';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_MEMBER, startServer, type Browser, type TestServer } from '../test/fixture';
import { signInAtProvider } from '../test/provider-browser';
import { configureSocialProvider, oidcSocialStandIn, SOCIAL_CALLBACK as CALLBACK, socialPostLogin as postLogin, startSocialLogin } from '../test/social-login';
import { STAND_IN_CLIENT, startGithubStandIn } from '../test/social-idp';

const ID = '/identity/resources';
const OIDC = ['google', 'microsoft', 'slack', 'apple', 'linkedin'] as const;
let t: TestServer;
let oidc: Awaited<ReturnType<typeof oidcSocialStandIn>>;
let github: Awaited<ReturnType<typeof startGithubStandIn>>;

const configure = (type: string, settings: Record<string, unknown>) => configureSocialProvider(t, type, settings);

beforeAll(async () => {
  [t, github] = await Promise.all([startServer(), startGithubStandIn()]);
  oidc = await oidcSocialStandIn(t, [...OIDC]);
  expect((await configure('github', github.endpoints)).status).toBe(200);
  const { emailsEndpoint: _none, ...facebook } = github.endpoints;
  expect((await configure('facebook', facebook)).status).toBe(200);
});
afterAll(async () => Promise.all([t?.close(), oidc?.close(), github?.close()]));

/** The login box's part: PKCE verifier kept by the client, prelogin sets the signed state cookie. */
const start = (type: string, b?: Browser) => startSocialLogin(t, type, b);
/** A whole social login as `login` at the OIDC stand-in; returns the postlogin answer and the browser. */
const oidcLogin = (type: string, login: string) => oidc.login(type, login);

const audits = (email: string) => t.db.selectFrom('audits').select(['action', 'json']).where('email', '=', email).execute();

describe('social login providers', () => {
  it('lists every provider publicly, active when configured, never with the secret', async () => {
    const res = await t.browser().fetch(`${ID}/sso/v2`);
    expect(res.status).toBe(200);
    expect(res.data.map((p: { type: string }) => p.type)).toEqual(['google', 'microsoft', 'facebook', 'github', 'slack', 'apple', 'linkedin']);
    expect(res.data.every((p: { active: boolean; clientId: string }) => p.active && p.clientId === STAND_IN_CLIENT.clientId)).toBe(true);
    expect(res.text).not.toContain(STAND_IN_CLIENT.clientSecret);
    expect(res.data[0]).toMatchObject({ redirectUrl: CALLBACK, authorizationUrl: `${t.base}${ID}/auth/v1/user/sso/google/prelogin` });
    expect((await t.browser().fetch(`${ID}/sso/v1`)).data).toEqual(res.data);
  });

  it('lists the vendor-defined custom providers from its stored configuration: none by default, active only with a client id, never the secret', async () => {
    expect((await t.browser().fetch(`${ID}/sso/custom/v1`)).data).toEqual({ providers: [] });
    await t.deps.vendor.update({ customSocialProviders: [
      { id: 'corp-idp', displayName: 'Corp IdP', active: true, authorizationUrl: 'https://idp.corp.test/authorize', clientId: 'corp-client', clientSecret: 'corp-secret-value', scopes: 'openid email' },
      { id: 'draft', displayName: 'Draft', active: true, authorizationUrl: 'https://draft.test/authorize', clientId: '' },
    ] });
    try {
      const res = await t.browser().fetch(`${ID}/sso/custom/v1`);
      expect(res.status).toBe(200);
      expect(res.text).not.toContain('corp-secret-value');
      expect(res.data).toEqual({ providers: [
        { id: 'corp-idp', displayName: 'Corp IdP', active: true, authorizationUrl: 'https://idp.corp.test/authorize', clientId: 'corp-client', redirectUrl: CALLBACK, scopes: 'openid email' },
        { id: 'draft', displayName: 'Draft', active: false, authorizationUrl: 'https://draft.test/authorize', clientId: '', redirectUrl: CALLBACK, scopes: 'openid email profile' },
      ] });
    } finally {
      await t.deps.vendor.update({ customSocialProviders: [] });
    }
  });

  it('sends the browser to the provider with PKCE S256, state and nonce', async () => {
    const { authorizationUrl: u, b } = await start('google');
    expect(`${u.origin}`).toBe(oidc.issuer);
    for (const k of ['state', 'nonce', 'code_challenge']) expect(u.searchParams.get(k)).toBeTruthy();
    expect(u.searchParams.get('code_challenge_method')).toBe('S256');
    expect(u.searchParams.get('redirect_uri')).toBe(CALLBACK);
    expect(u.searchParams.get('scope')).toBe('openid email profile');
    expect(b.cookies.get('portico_social')).toBeTruthy();
    // GitHub-style providers get no nonce (no ID token to carry it).
    expect((await start('github')).authorizationUrl.searchParams.has('nonce')).toBe(false);
  });

  it('refuses a provider that is off, and an unknown one', async () => {
    expect((await configure('linkedin', { issuer: oidc.issuer, active: false })).status).toBe(200);
    const res = await t.browser().fetch(`${ID}/auth/v1/user/sso/linkedin/prelogin`, { json: { codeChallenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM' } });
    expect(res.status).toBe(401);
    expect(res.data.errors).toEqual(['Failed to authenticate']);
    expect((await t.browser().fetch(`${ID}/auth/v1/user/sso/myspace/prelogin`, { json: { codeChallenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM' } })).status).toBe(400);
    expect((await configure('linkedin', { issuer: oidc.issuer })).status).toBe(200);
  });
});

describe('social login against the OIDC stand-in', () => {
  it.each(OIDC)('%s: a new user signs up (signup-completed, user-verified), then signs in again as the same user', async (type) => {
    const email = `new-${type}@social.test`;
    oidc.accounts.set(`u-${type}`, { sub: `sub-${type}`, email, email_verified: true, name: `New ${type}` });
    const first = await oidcLogin(type, `u-${type}`);
    expect(first.res.status).toBe(200);
    expect(first.res.data).toMatchObject({ email, isNewUser: true, name: `New ${type}`, mfaRequired: false });
    expect(first.res.data.accessToken).toBeTruthy();
    // The refresh cookie was set: the client's refresh signs the user in.
    expect((await first.b.fetch(`${ID}/auth/v1/user/token/refresh`, { json: {} })).status).toBe(200);
    const rows = await audits(email);
    expect(rows.map((r) => r.action)).toEqual(expect.arrayContaining(['User signed up', 'User verified', 'User logged in']));
    expect(rows.find((r) => r.action === 'User signed up')!.json).toMatchObject({ event: 'signup-completed', provider: type });
    const again = await oidcLogin(type, `u-${type}`);
    expect(again.res.data).toMatchObject({ isNewUser: false, userId: first.res.data.userId, tenantId: first.res.data.tenantId });
  });

  it('refuses a tampered state, and the transaction is single use', async () => {
    oidc.accounts.set('tamper', { sub: 'sub-tamper', email: 'tamper@social.test', email_verified: true });
    const { b, verifier, authorizationUrl } = await start('google');
    const back = new URL(await signInAtProvider(authorizationUrl.toString(), CALLBACK, 'tamper'));
    const code = back.searchParams.get('code')!;
    const bad = await postLogin(b, 'google', { code, state: `${back.searchParams.get('state')!}x`, code_verifier: verifier });
    expect(bad.status).toBe(401);
    expect(bad.data.errors).toEqual(['Failed to authenticate']);
    // The cookie was spent by the refused attempt: the right state no longer works either.
    expect((await postLogin(b, 'google', { code, state: back.searchParams.get('state')!, code_verifier: verifier })).status).toBe(401);
    // A callback for one provider cannot finish another's transaction.
    const other = await start('google');
    const back2 = new URL(await signInAtProvider(other.authorizationUrl.toString(), CALLBACK, 'tamper'));
    expect((await postLogin(other.b, 'slack', { code: back2.searchParams.get('code')!, state: back2.searchParams.get('state')!, code_verifier: other.verifier })).status).toBe(401);
    expect(await t.db.selectFrom('users').select('id').where('email', '=', 'tamper@social.test').executeTakeFirst()).toBeUndefined();
  });

  it('refuses an ID token whose nonce is not the one this browser was given', async () => {
    oidc.accounts.set('nonce', { sub: 'sub-nonce', email: 'nonce@social.test', email_verified: true });
    const { b, verifier, authorizationUrl } = await start('google');
    // An attacker's code, obtained with its own nonce, injected into the victim's callback (state copied).
    authorizationUrl.searchParams.set('nonce', 'attacker-nonce');
    const back = new URL(await signInAtProvider(authorizationUrl.toString(), CALLBACK, 'nonce'));
    const res = await postLogin(b, 'google', { code: back.searchParams.get('code')!, state: back.searchParams.get('state')!, code_verifier: verifier });
    expect(res.status).toBe(401);
    expect(res.data.errors).toEqual(['Failed to authenticate']);
    const failed = await t.db.selectFrom('audits').select('description').where('action', '=', 'Social login failed').execute();
    expect(failed.some((r) => /nonce/i.test(r.description))).toBe(true);
  });

  it('refuses a wrong PKCE verifier', async () => {
    oidc.accounts.set('pkce', { sub: 'sub-pkce', email: 'pkce@social.test', email_verified: true });
    const { b, authorizationUrl } = await start('google');
    const back = new URL(await signInAtProvider(authorizationUrl.toString(), CALLBACK, 'pkce'));
    const res = await postLogin(b, 'google', { code: back.searchParams.get('code')!, state: back.searchParams.get('state')!, code_verifier: oauth.generateRandomCodeVerifier() });
    expect(res.status).toBe(401);
  });

  it('links an existing account only by a verified e-mail', async () => {
    const member = (await t.db.selectFrom('users').select('id').where('email', '=', DEMO_MEMBER).executeTakeFirstOrThrow()).id;
    oidc.accounts.set('claimer', { sub: 'sub-claimer', email: DEMO_MEMBER, email_verified: false });
    const refused = await oidcLogin('google', 'claimer');
    expect(refused.res.status).toBe(401);
    expect(refused.res.data.errors).toEqual(['Failed to authenticate']);
    expect(await t.db.selectFrom('social_identities').select('user_id').where('subject', '=', 'sub-claimer').executeTakeFirst()).toBeUndefined();
    oidc.accounts.set('owner', { sub: 'sub-owner', email: DEMO_MEMBER, email_verified: true });
    const linked = await oidcLogin('google', 'owner');
    expect(linked.res.status).toBe(200);
    expect(linked.res.data).toMatchObject({ isNewUser: false, userId: member, email: DEMO_MEMBER });
    expect((await audits(DEMO_MEMBER)).map((r) => r.action)).toContain('Social account linked');
  });

  it('an address the provider did not verify makes an unverified account; the same provider account verifying it later proves it', async () => {
    const email = 'later@social.test';
    oidc.accounts.set('later', { sub: 'sub-later', email, email_verified: false });
    const first = await oidcLogin('google', 'later');
    expect(first.res.status).toBe(401);
    expect(first.res.data.errors).toEqual(['User is not activated']);
    expect(await t.db.selectFrom('users').select('verified').where('email', '=', email).executeTakeFirstOrThrow()).toEqual({ verified: false });
    oidc.accounts.set('later', { sub: 'sub-later', email, email_verified: true });
    const proven = await oidcLogin('google', 'later');
    expect(proven.res.status).toBe(200);
    expect(proven.res.data).toMatchObject({ email, isNewUser: false });
    // The proof voided the link made by the unverified claim; this login linked it again, now vouched for.
    expect(await t.db.selectFrom('social_identities').select('provider').where('user_id', '=', proven.res.data.userId).execute()).toEqual([{ provider: 'google' }]);
    expect((await audits(email)).find((r) => r.action === 'User verified')?.json).toMatchObject({ how: 'social login', detail: 'google', voided: ['social logins'] });
  });
});

describe('social login against the GitHub-style stand-in', () => {
  async function githubLogin(type = 'github') {
    const { b, verifier, authorizationUrl } = await start(type);
    const res = await fetch(authorizationUrl, { redirect: 'manual' });
    const back = new URL(res.headers.get('location')!);
    return { b, res: await postLogin(b, type, { code: back.searchParams.get('code')!, state: back.searchParams.get('state')!, code_verifier: verifier }) };
  }

  it('signs a new user up with the primary verified address from /user/emails', async () => {
    github.state.next = { id: 4242, login: 'octo', name: 'Octo Cat', emails: [
      { email: 'octo-old@social.test', primary: false, verified: false }, { email: 'octo@social.test', primary: true, verified: true }] };
    const { res } = await githubLogin();
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ email: 'octo@social.test', isNewUser: true, name: 'Octo Cat' });
    expect((await audits('octo@social.test')).map((r) => r.action)).toEqual(expect.arrayContaining(['User signed up', 'User verified']));
    expect((await githubLogin()).res.data).toMatchObject({ isNewUser: false, userId: res.data.userId });
  });

  it('refuses to link an existing account by an unverified GitHub address', async () => {
    github.state.next = { id: 777, login: 'squatter', publicEmail: DEMO_MEMBER, emails: [{ email: DEMO_MEMBER, primary: true, verified: false }] };
    const { res } = await githubLogin();
    expect(res.status).toBe(401);
    expect(res.data.errors).toEqual(['Failed to authenticate']);
  });

  it('facebook shape: profile e-mail only (the Graph API returns confirmed addresses)', async () => {
    github.state.next = { id: 9001, login: 'fb', name: 'Face Book', publicEmail: 'fb@social.test', emails: [] };
    const { res } = await githubLogin('facebook');
    expect(res.data).toMatchObject({ email: 'fb@social.test', isNewUser: true });
  });
});

describe('dev settings', () => {
  it('reports providers without secrets and refuses bad settings', async () => {
    const list = (await (await fetch(`${t.url}/dev/social-providers`)).json()) as { type: string; hasClientSecret: boolean }[];
    expect(list.find((p) => p.type === 'github')).toMatchObject({ hasClientSecret: true });
    expect(JSON.stringify(list)).not.toContain(STAND_IN_CLIENT.clientSecret);
    expect((await configure('github', { issuer: 'javascript:alert(1)' })).status).toBe(400);
    expect((await configure('myspace', {})).status).toBe(400);
  });

  it('a save without a secret (the settings page leaves it empty) keeps the stored one and answers without it', async () => {
    const res = await fetch(`${t.url}/dev/social-providers/github`, { method: 'PUT', headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ active: true, clientId: STAND_IN_CLIENT.clientId, additionalScopes: ['read:org'], ...github.endpoints }) });
    const text = await res.text();
    expect(res.status).toBe(200);
    expect(text).not.toContain(STAND_IN_CLIENT.clientSecret);
    expect(JSON.parse(text)).toMatchObject({ type: 'github', hasClientSecret: true, additionalScopes: ['read:org'] });
    const row = await t.db.selectFrom('social_providers').select('client_secret').where('type', '=', 'github').executeTakeFirstOrThrow();
    expect(row.client_secret).toBe(STAND_IN_CLIENT.clientSecret);
  });
});

describe('SOCIAL_PROVIDERS at start-up', () => {
  it('stores the providers it names and refuses unknown ones', async () => {
    const { applySocialProvidersFromEnv } = await import('./env');
    await applySocialProvidersFromEnv(t.deps, JSON.stringify({ slack: { active: true, clientId: 'from-env', issuer: oidc.issuer } }));
    const slack = ((await t.browser().fetch(`${ID}/sso/v2`)).data as { type: string; clientId: string }[]).find((p) => p.type === 'slack');
    expect(slack?.clientId).toBe('from-env');
    await expect(applySocialProvidersFromEnv(t.deps, JSON.stringify({ myspace: { active: true, clientId: 'x' } }))).rejects.toThrow(/unknown provider/);
  });
});
