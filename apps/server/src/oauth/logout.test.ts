import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN, startServer, type Browser, type TestServer } from '../test/fixture';
import { INTEROP, interopTokens } from '../test/oauth-flow';

let t: TestServer;
beforeAll(async () => { t = await startServer(); });
afterAll(async () => t?.close());

const logoutUrl = (q: Record<string, string>) => `${t.base}/oauth/logout?${new URLSearchParams(q)}`;
/** The browser's cookie session still refreshes. */
const alive = async (b: Browser) => (await b.fetch('/identity/resources/auth/v1/user/token/refresh', { json: {} })).status === 200;
/** A browser signed in through the hosted login, and the interop client's tokens for that sign-in. */
async function signedIn(email?: string) {
  const b = t.browser();
  const tokens = await interopTokens(t, b, email);
  return { b, tokens };
}

describe('GET /oauth/logout needs proof the client asked for it', () => {
  it('a bare cross-site link shows a confirmation page and ends nothing', async () => {
    const { b } = await signedIn();
    const res = await b.fetch(logoutUrl({ client_id: INTEROP.clientId, post_logout_redirect_uri: INTEROP.postLogout, state: 's1' }), { source: false });
    expect(res.status).toBe(200);
    expect(res.headers.get('location')).toBeNull();
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(res.text).toContain('<form method="post"');
    expect(res.text).toContain('Sign out');
    expect(await alive(b)).toBe(true);
  });

  it('the confirmation click (same-site form with its token) ends the session and returns to the registered URI', async () => {
    const { b } = await signedIn();
    const page = await b.fetch(logoutUrl({ client_id: INTEROP.clientId, post_logout_redirect_uri: INTEROP.postLogout, state: 's1' }), { source: false });
    const fields = Object.fromEntries([...page.text.matchAll(/name="([^"]+)" value="([^"]*)"/g)].map((m) => [m[1]!, m[2]!]));
    expect(fields).toMatchObject({ client_id: INTEROP.clientId, post_logout_redirect_uri: INTEROP.postLogout, state: 's1' });
    // A cross-site form cannot know the token, and the SameSite=Strict cookie would not ride along.
    const forged = await t.browser().fetch('/oauth/logout', { body: new URLSearchParams({ ...fields, csrf: 'x'.repeat(22) }), headers: { 'content-type': 'application/x-www-form-urlencoded' }, source: false });
    expect(forged.status).toBe(403);
    const cookieOnly = await b.fetch('/oauth/logout', { body: new URLSearchParams({ ...fields, csrf: 'wrong' }), headers: { 'content-type': 'application/x-www-form-urlencoded' }, source: false });
    expect(cookieOnly.status).toBe(403);
    expect(await alive(b)).toBe(true);
    const res = await b.fetch('/oauth/logout', { body: new URLSearchParams(fields), headers: { 'content-type': 'application/x-www-form-urlencoded' }, source: false });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('http://127.0.0.1:9/?state=s1');
    expect(await alive(b)).toBe(false);
  });

  it('an ID token hint for the signed-in user ends both the login session and the client session at once', async () => {
    const { b, tokens } = await signedIn();
    const res = await b.fetch(logoutUrl({ id_token_hint: tokens.id_token!, post_logout_redirect_uri: INTEROP.postLogout }), { source: false });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe(INTEROP.postLogout);
    expect(await alive(b)).toBe(false);
    const refresh = await t.browser().fetch('/oauth/token', { body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: tokens.refresh_token!, client_id: INTEROP.clientId }), headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(refresh.status).toBe(400);
  });

  it("another user's valid ID token is no proof: the victim sees the confirmation page", async () => {
    const attacker = await signedIn(DEMO_ADMIN);
    const { b } = await signedIn();
    const res = await b.fetch(logoutUrl({ id_token_hint: attacker.tokens.id_token!, post_logout_redirect_uri: INTEROP.postLogout }), { source: false });
    expect(res.status).toBe(200);
    expect(res.text).toContain('<form method="post"');
    expect(await alive(b)).toBe(true);
  });

  it('refuses a forged hint, an access token as hint and a hint for another client', async () => {
    const { b, tokens } = await signedIn();
    const [h, p] = tokens.id_token!.split('.');
    for (const id_token_hint of [`${h}.${p}.${'A'.repeat(86)}`, tokens.access_token]) {
      const res = await b.fetch(logoutUrl({ id_token_hint, post_logout_redirect_uri: INTEROP.postLogout }), { source: false });
      expect(res.status).toBe(400);
      expect(res.headers.get('location')).toBeNull();
    }
    const mismatch = await b.fetch(logoutUrl({ id_token_hint: tokens.id_token!, client_id: 'portico-demo' }), { source: false });
    expect(mismatch.status).toBe(400);
    expect(await alive(b)).toBe(true);
  });

  it('matches post_logout_redirect_uri exactly against the registered list, never by origin', async () => {
    const { b, tokens } = await signedIn();
    for (const uri of ['http://127.0.0.1:9', 'http://127.0.0.1:9/evil', 'http://127.0.0.1:9/?next=http://evil.test', 'http://127.0.0.1:9/callback', 'http://app.test/']) {
      const res = await b.fetch(logoutUrl({ id_token_hint: tokens.id_token!, post_logout_redirect_uri: uri }), { source: false });
      expect(res.status, uri).toBe(400);
      expect(res.headers.get('location')).toBeNull();
    }
    // Without a client named (client_id or hint) no return address can be trusted.
    expect((await b.fetch(logoutUrl({ post_logout_redirect_uri: INTEROP.postLogout }), { source: false })).status).toBe(400);
    expect(await alive(b)).toBe(true);
  });

  it('a fetch from the app with the source header (the embedded client) needs no confirmation', async () => {
    const { b } = await signedIn();
    const res = await b.fetch(logoutUrl({}));
    expect(res.status).toBe(200);
    expect(res.data).toEqual({ ok: true });
    expect(await alive(b)).toBe(false);
  });
});
