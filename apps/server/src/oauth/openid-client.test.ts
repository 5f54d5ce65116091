import * as oidc from 'openid-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_MEMBER, startServer, type TestServer } from '../test/fixture';
import { INTEROP, interopTokens, signInThroughForm } from '../test/oauth-flow';

let t: TestServer;
beforeAll(async () => { t = await startServer(); });
afterAll(async () => t?.close());

const form = (o: Record<string, string>) => ({ body: new URLSearchParams(o), headers: { 'content-type': 'application/x-www-form-urlencoded' } });
const discover = () => oidc.discovery(new URL(`${t.base}/oauth`), INTEROP.clientId, undefined, oidc.None(), { execute: [oidc.allowInsecureRequests] });

describe('openid-client 6 (certified RP) against the server', () => {
  it('discovery → code + PKCE → ID token → userinfo → refresh (rotates) → reuse of the old refresh token is refused', async () => {
    const config = await discover();
    const meta = config.serverMetadata();
    expect(meta.userinfo_endpoint).toBe(`${t.base}/oauth/userinfo`);
    expect(meta.grant_types_supported).toContain('refresh_token');
    const verifier = oidc.randomPKCECodeVerifier();
    const state = oidc.randomState();
    const nonce = oidc.randomNonce();
    const url = oidc.buildAuthorizationUrl(config, { redirect_uri: INTEROP.redirectUri, scope: 'openid email profile', state, nonce,
      code_challenge: await oidc.calculatePKCECodeChallenge(verifier), code_challenge_method: 'S256' });
    const callback = await signInThroughForm(t.browser(), url.href);
    const tokens = await oidc.authorizationCodeGrant(config, new URL(callback), { pkceCodeVerifier: verifier, expectedState: state, expectedNonce: nonce, idTokenExpected: true });
    const claims = tokens.claims()!;
    expect(claims).toMatchObject({ iss: `${t.base}/oauth`, aud: INTEROP.clientId, email: DEMO_MEMBER, email_verified: true, nonce });
    expect(tokens.refresh_token).toBeTruthy();

    const info = await oidc.fetchUserInfo(config, tokens.access_token, claims.sub);
    expect(info).toEqual({ sub: claims.sub, email: DEMO_MEMBER, email_verified: true, name: expect.any(String) });

    const refreshed = await oidc.refreshTokenGrant(config, tokens.refresh_token!);
    expect(refreshed.refresh_token).toBeTruthy();
    expect(refreshed.refresh_token).not.toBe(tokens.refresh_token);
    expect(refreshed.claims()?.sub).toBe(claims.sub);
    expect((await oidc.fetchUserInfo(config, refreshed.access_token, claims.sub)).sub).toBe(claims.sub);

    // The rotated token again: refused, and the whole family ends (the newest token and its access token too).
    await expect(oidc.refreshTokenGrant(config, tokens.refresh_token!)).rejects.toMatchObject({ error: 'invalid_grant' });
    await expect(oidc.refreshTokenGrant(config, refreshed.refresh_token!)).rejects.toMatchObject({ error: 'invalid_grant' });
    await expect(oidc.fetchUserInfo(config, refreshed.access_token, claims.sub)).rejects.toThrow();

    const end = oidc.buildEndSessionUrl(config, { id_token_hint: tokens.id_token!, post_logout_redirect_uri: INTEROP.postLogout });
    expect(end.href.startsWith(`${t.base}/oauth/logout?`)).toBe(true);
  });
});

describe('refresh tokens of OAuth clients', () => {
  it('are bound to the client they were issued to: another client presenting one is refused and ends the family', async () => {
    const tokens = await interopTokens(t, t.browser());
    const refresh = (client_id?: string) => t.browser().fetch('/oauth/token', form({ grant_type: 'refresh_token', refresh_token: tokens.refresh_token!, ...(client_id ? { client_id } : {}) }));
    const cookieClient = await refresh('portico-demo');
    expect(cookieClient.status).toBe(400);
    expect(cookieClient.data.error).toBe('invalid_client');
    expect((await refresh()).data.error).toBe('invalid_client');
    // Still usable by its own client (nothing rotated above), and the answer carries no cookie.
    const own = await refresh(INTEROP.clientId);
    expect(own.status).toBe(200);
    expect(own.headers.getSetCookie().join()).not.toContain('portico_refresh');
    expect(own.data.refresh_token).toBeTruthy();
    expect(own.data.id_token).toBeTruthy();
  });

  it('the first-party cookie client keeps its httpOnly cookie mode and now also gets an ID token (the logout hint)', async () => {
    const { browser } = await t.login(DEMO_MEMBER);
    const res = await browser.fetch('/oauth/token', form({ grant_type: 'refresh_token', client_id: 'portico-demo' }));
    expect(res.status).toBe(200);
    expect(res.data.refresh_token).toBeUndefined();
    expect(res.headers.getSetCookie().join()).toContain('HttpOnly');
    expect(res.data.id_token).toBeTruthy();
    // Without the source header the cookie refresh stays refused (CSRF).
    expect((await browser.fetch('/oauth/token', { ...form({ grant_type: 'refresh_token', client_id: 'portico-demo' }), source: false })).status).toBe(400);
  });
});

describe('userinfo', () => {
  const userinfo = (token?: string) => t.browser().fetch('/oauth/userinfo', token ? { token } : {});
  it('answers 401 with a Bearer challenge without a valid token, and after the session ends', async () => {
    for (const res of [await userinfo(), await userinfo('not.a.jwt')]) {
      expect(res.status).toBe(401);
      expect(res.headers.get('www-authenticate')).toContain('error="invalid_token"');
    }
    const { accessToken, browser } = await t.login(DEMO_MEMBER);
    expect((await userinfo(accessToken)).data).toMatchObject({ email: DEMO_MEMBER, email_verified: true });
    await browser.fetch('/identity/resources/auth/v1/logout', { json: {} });
    expect((await userinfo(accessToken)).status).toBe(401);
  });

  it('follows the granted scope: openid alone gives only sub', async () => {
    const config = await discover();
    const verifier = oidc.randomPKCECodeVerifier();
    const state = oidc.randomState();
    const url = oidc.buildAuthorizationUrl(config, { redirect_uri: INTEROP.redirectUri, scope: 'openid', state, code_challenge: await oidc.calculatePKCECodeChallenge(verifier), code_challenge_method: 'S256' });
    const tokens = await oidc.authorizationCodeGrant(config, new URL(await signInThroughForm(t.browser(), url.href)), { pkceCodeVerifier: verifier, expectedState: state });
    const info = await oidc.fetchUserInfo(config, tokens.access_token, tokens.claims()!.sub);
    expect(Object.keys(info)).toEqual(['sub']);
  });
});
