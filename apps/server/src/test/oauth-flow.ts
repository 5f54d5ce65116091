import * as oauth from 'oauth4webapi';
import { expect } from 'vitest';
import { DEMO_MEMBER, DEMO_PASSWORD, type Browser, type TestServer } from './fixture';

/** The `interop` client of the test fixture: refresh token in the body, post-logout URI `http://127.0.0.1:9/`. */
export const INTEROP = { clientId: 'interop', redirectUri: 'http://127.0.0.1:9/callback', postLogout: 'http://127.0.0.1:9/' };
export const insecure = { [oauth.allowInsecureRequests]: true } as const;

/** Follows authorize to the hosted login page, signs in as that page does (same origin, cookie), returns to authorize. */
export async function signInThroughForm(b: Browser, authorizeUrl: string, email = DEMO_MEMBER, password = DEMO_PASSWORD): Promise<string> {
  const first = await b.fetch(authorizeUrl);
  expect(first.status).toBe(302);
  const login = new URL(first.headers.get('location')!);
  expect(login.pathname).toBe('/oauth/account/login');
  const back = login.searchParams.get('redirectUrl')!;
  expect(back).not.toMatch(/%2F/i); // the login page refuses encoded slashes in redirectUrl
  expect((await b.fetch('/identity/resources/auth/v1/user', { json: { email, password } })).status).toBe(200);
  const res = await b.fetch(back);
  expect(res.status).toBe(302);
  return res.headers.get('location')!;
}

/** Signs `email` in through the hosted login in browser `b` and exchanges the code as the interop client. */
export async function interopTokens(t: TestServer, b: Browser, email = DEMO_MEMBER): Promise<oauth.TokenEndpointResponse> {
  const issuer = new URL(`${t.base}/oauth`);
  const as = await oauth.processDiscoveryResponse(issuer, await oauth.discoveryRequest(issuer, insecure));
  const client: oauth.Client = { client_id: INTEROP.clientId };
  const verifier = oauth.generateRandomCodeVerifier();
  const state = oauth.generateRandomState();
  const url = new URL(as.authorization_endpoint!);
  Object.entries({ client_id: INTEROP.clientId, redirect_uri: INTEROP.redirectUri, response_type: 'code', scope: 'openid email profile', state,
    code_challenge: await oauth.calculatePKCECodeChallenge(verifier), code_challenge_method: 'S256' }).forEach(([k, v]) => url.searchParams.set(k, v));
  const params = oauth.validateAuthResponse(as, client, new URL(await signInThroughForm(b, url.toString(), email)), state);
  const res = await oauth.authorizationCodeGrantRequest(as, client, oauth.None(), params, INTEROP.redirectUri, verifier, insecure);
  return oauth.processAuthorizationCodeResponse(as, client, res, { requireIdToken: true });
}
