import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as oauth from 'oauth4webapi';
import { createLocalJWKSet, jwtVerify, type JSONWebKeySet } from 'jose';
import { DEMO_MEMBER, startServer, type TestServer } from '../test/fixture';
import { signInThroughForm } from '../test/oauth-flow';

let t: TestServer;
beforeAll(async () => { t = await startServer(); });
afterAll(async () => t?.close());

const insecure = { [oauth.allowInsecureRequests]: true } as const;
const REDIRECT = 'http://127.0.0.1:9/callback';

describe('oauth4webapi interop: discovery → authorize (PKCE) → token → refresh → logout', () => {
  it('completes the whole flow with a certified client', async () => {
    const issuer = new URL(`${t.base}/oauth`);
    const as = await oauth.processDiscoveryResponse(issuer, await oauth.discoveryRequest(issuer, insecure));
    expect(as.code_challenge_methods_supported).toEqual(['S256']);
    const client: oauth.Client = { client_id: 'interop' };
    const verifier = oauth.generateRandomCodeVerifier();
    const state = oauth.generateRandomState();
    const nonce = oauth.generateRandomNonce();
    const url = new URL(as.authorization_endpoint!);
    Object.entries({ client_id: 'interop', redirect_uri: REDIRECT, response_type: 'code', scope: 'openid email profile', state, nonce,
      code_challenge: await oauth.calculatePKCECodeChallenge(verifier), code_challenge_method: 'S256' }).forEach(([k, v]) => url.searchParams.set(k, v));
    const b = t.browser();
    const location = await signInThroughForm(b, url.toString());
    const params = oauth.validateAuthResponse(as, client, new URL(location), state);
    const tokenRes = await oauth.authorizationCodeGrantRequest(as, client, oauth.None(), params, REDIRECT, verifier, insecure);
    const tokens = await oauth.processAuthorizationCodeResponse(as, client, tokenRes, { expectedNonce: nonce, requireIdToken: true });
    expect(tokens.refresh_token).toBeTruthy();
    const jwks = createLocalJWKSet((await (await fetch(as.jwks_uri!)).json()) as JSONWebKeySet);
    const { payload } = await jwtVerify(tokens.access_token, jwks, { issuer: as.issuer, algorithms: ['ES256'] });
    expect(payload.email).toBe(DEMO_MEMBER);
    // The code is single use.
    const replay = await oauth.authorizationCodeGrantRequest(as, client, oauth.None(), params, REDIRECT, verifier, insecure);
    await expect(oauth.processAuthorizationCodeResponse(as, client, replay)).rejects.toThrow();
    const refreshed = await oauth.processRefreshTokenResponse(as, client, await oauth.refreshTokenGrantRequest(as, client, oauth.None(), tokens.refresh_token!, insecure));
    expect(refreshed.access_token).toBeTruthy();
    expect(refreshed.refresh_token).not.toBe(tokens.refresh_token);
    // Reusing the first refresh token revokes the family.
    await expect(oauth.processRefreshTokenResponse(as, client, await oauth.refreshTokenGrantRequest(as, client, oauth.None(), tokens.refresh_token!, insecure))).rejects.toThrow();
    await expect(oauth.processRefreshTokenResponse(as, client, await oauth.refreshTokenGrantRequest(as, client, oauth.None(), refreshed.refresh_token!, insecure))).rejects.toThrow();
    const logout = await b.fetch(`${as.end_session_endpoint}?${new URLSearchParams({ post_logout_redirect_uri: 'http://127.0.0.1:9/', id_token_hint: tokens.id_token! })}`);
    expect(logout.status).toBe(302);
    expect(logout.headers.get('location')).toBe('http://127.0.0.1:9/');
    const again = await b.fetch(url.toString());
    expect(new URL(again.headers.get('location')!).pathname).toBe('/oauth/account/login'); // session gone: back to the hosted login
  });
});

describe('authorize validation', () => {
  const q = (o: Record<string, string>) => `${t.base}/oauth/authorize?${new URLSearchParams(o)}`;
  const good = { client_id: 'portico-demo', redirect_uri: 'http://app.test/oauth/callback', response_type: 'code', state: 's1', code_challenge: 'a'.repeat(43), code_challenge_method: 'S256' };
  it('never redirects to an unregistered redirect_uri (exact match)', async () => {
    for (const redirect_uri of ['http://app.test/oauth/callback/', 'http://app.test/oauth/callback?x=1', 'http://evil.test/oauth/callback']) {
      const res = await t.browser().fetch(q({ ...good, redirect_uri }));
      expect(res.status).toBe(400);
      expect(res.headers.get('location')).toBeNull();
    }
    expect((await t.browser().fetch(q({ ...good, client_id: 'unknown' }))).status).toBe(400);
  });
  it('requires PKCE S256 and the code flow, echoing state in the error redirect', async () => {
    const plain = await t.browser().fetch(q({ ...good, code_challenge_method: 'plain' }));
    expect(plain.status).toBe(302);
    const loc = new URL(plain.headers.get('location')!);
    expect(loc.searchParams.get('error')).toBe('invalid_request');
    expect(loc.searchParams.get('state')).toBe('s1');
    const implicit = new URL((await t.browser().fetch(q({ ...good, response_type: 'token' }))).headers.get('location')!);
    expect(implicit.searchParams.get('error')).toBe('unsupported_response_type');
  });
  it('a wrong code_verifier is refused', async () => {
    const verifier = oauth.generateRandomCodeVerifier();
    const b = t.browser();
    const location = await signInThroughForm(b, q({ ...good, code_challenge: await oauth.calculatePKCECodeChallenge(verifier) }));
    const code = new URL(location).searchParams.get('code')!;
    const res = await b.fetch(`${t.base}/oauth/token`, { body: new URLSearchParams({ grant_type: 'authorization_code', code, redirect_uri: good.redirect_uri, code_verifier: oauth.generateRandomCodeVerifier() }), headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(res.status).toBe(400);
    expect(res.data.error).toBe('invalid_grant');
  });
  it('silent authorize refreshes from the cookie and needs the CSRF header', async () => {
    const { browser } = await t.login(DEMO_MEMBER);
    expect((await browser.fetch('/oauth/authorize/silent', { json: {}, source: false })).status).toBe(403);
    const res = await browser.fetch('/oauth/authorize/silent', { json: {} });
    expect(res.status).toBe(200);
    expect(res.data.access_token).toBeTruthy();
  });
});
