import * as oauth from 'oauth4webapi';
import { STAND_IN_CLIENT, startOidcStandIn, type StandInAccount } from './social-idp';
import type { Browser, TestServer } from './fixture';
import { signInAtProvider } from './provider-browser';

/** The login box's social callback page, as the test server's app URL spells it. */
export const SOCIAL_CALLBACK = 'http://app.test/account/social/success';
const SSO = '/identity/resources/auth/v1/user/sso';

/** Turns a social provider on through the dev settings route, with the stand-in's client. */
export const configureSocialProvider = (t: TestServer, type: string, settings: Record<string, unknown>) => fetch(`${t.url}/dev/social-providers/${type}`, {
  method: 'PUT', headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ active: true, clientId: STAND_IN_CLIENT.clientId, clientSecret: STAND_IN_CLIENT.clientSecret, ...settings }),
});

/** The login box's part of a social login: a PKCE verifier kept by the client; the prelogin sets the signed state cookie. */
export async function startSocialLogin(t: TestServer, type: string, b: Browser = t.browser()) {
  const verifier = oauth.generateRandomCodeVerifier();
  const res = await b.fetch(`${SSO}/${type}/prelogin`, { json: { codeChallenge: await oauth.calculatePKCECodeChallenge(verifier) } });
  if (res.status !== 200) throw new Error(`prelogin failed ${res.status} ${res.text}`);
  return { b, verifier, authorizationUrl: new URL(res.data.authorizationUrl as string) };
}

/** The callback page's postlogin call with the provider's answer. */
export const socialPostLogin = (b: Browser, type: string, q: Record<string, string>) =>
  b.fetch(`${SSO}/${type}/postlogin?${new URLSearchParams({ redirectUri: SOCIAL_CALLBACK, ...q })}`, { json: {} });

/**
 * The OIDC stand-in with `types` turned on against it. `accounts` says who each login name is at the provider
 * (address and whether the provider verified it); `login` runs a whole social login as one of them.
 */
export async function oidcSocialStandIn(t: TestServer, types: string[] = ['google']) {
  const accounts = new Map<string, StandInAccount>();
  const oidc = await startOidcStandIn([SOCIAL_CALLBACK], accounts);
  for (const type of types) {
    const res = await configureSocialProvider(t, type, { issuer: oidc.issuer });
    if (res.status !== 200) throw new Error(`configuring ${type} failed ${res.status}`);
  }
  const login = async (type: string, name: string, b: Browser = t.browser()) => {
    const { verifier, authorizationUrl } = await startSocialLogin(t, type, b);
    const back = new URL(await signInAtProvider(authorizationUrl.toString(), SOCIAL_CALLBACK, name));
    return { b, res: await socialPostLogin(b, type, { code: back.searchParams.get('code')!, state: back.searchParams.get('state')!, code_verifier: verifier }) };
  };
  return { accounts, issuer: oidc.issuer, login, close: oidc.close };
}
