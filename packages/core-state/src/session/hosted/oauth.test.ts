import { describe, expect, it, vi } from 'vitest';
import { CLIENT_ID, idToken, ISSUER, METADATA, REDIRECT_URI, stubTokenEndpoint, tokenAnswer } from '../../../test/session/fake-as';
import { isSessionError } from '../errors';
import { createOAuthClient, HOSTED_SCOPE } from './oauth';

const client = (answer: Parameters<typeof stubTokenEndpoint>[0] = () => tokenAnswer({})) => {
  const stub = stubTokenEndpoint(answer);
  return { ...stub, oauth: createOAuthClient({ issuer: ISSUER, clientId: CLIENT_ID, redirectUri: REDIRECT_URI, metadata: METADATA, fetch: stub.fetch }) };
};

const callback = (params: Record<string, string>) => {
  const url = new URL(REDIRECT_URI);
  for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
  return url;
};

const sha256 = async (s: string) => Buffer.from(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(s))).toString('base64url');

describe('authorize request (SECURITY.md 1, 2)', () => {
  it('uses the code flow with PKCE S256, the spec scope, a state and a nonce', async () => {
    const { oauth } = client();
    const { url, transaction } = await oauth.begin('/after');
    const u = new URL(url);
    expect(u.origin + u.pathname).toBe(`${ISSUER}/authorize`);
    expect(Object.fromEntries(u.searchParams)).toMatchObject({
      response_type: 'code', client_id: CLIENT_ID, redirect_uri: REDIRECT_URI, scope: HOSTED_SCOPE,
      state: transaction.state, nonce: transaction.nonce, code_challenge_method: 'S256',
    });
    expect(HOSTED_SCOPE).toBe('openid email profile');
    expect(u.searchParams.get('code_challenge')).toBe(await sha256(transaction.codeVerifier));
    expect(transaction.returnTo).toBe('/after');
  });

  it('draws the verifier, state and nonce from crypto.getRandomValues', async () => {
    const spy = vi.spyOn(crypto, 'getRandomValues');
    try {
      await client().oauth.begin();
      expect(spy.mock.calls.length).toBeGreaterThanOrEqual(3);
    } finally {
      spy.mockRestore();
    }
  });

  it('draws a 43–128 character unreserved verifier, and a new state each time', async () => {
    const { oauth } = client();
    const seen = new Set<string>();
    for (let i = 0; i < 20; i++) {
      const { transaction } = await oauth.begin();
      expect(transaction.codeVerifier).toMatch(/^[A-Za-z0-9\-._~]{43,128}$/);
      seen.add(transaction.state);
      seen.add(transaction.codeVerifier);
    }
    expect(seen.size).toBe(40);
  });
});

describe('callback and code exchange (SECURITY.md 2, 3)', () => {
  const good = async (claims: Record<string, unknown> = {}, alg?: string) => {
    const { oauth, calls } = client((form) => tokenAnswer({
      access_token: 'at', token_type: 'Bearer', expires_in: 60,
      id_token: idToken({ nonce: nonceOf(form), ...claims }, alg),
    }));
    const { transaction } = await oauth.begin();
    nonce = transaction.nonce;
    return { oauth, calls, transaction };
  };
  let nonce = '';
  const nonceOf = (_form: URLSearchParams) => nonce;

  it('exchanges the code with the verifier and accepts a valid ID token', async () => {
    const { oauth, calls, transaction } = await good();
    const answer = await oauth.complete(callback({ code: 'c1', state: transaction.state, iss: ISSUER }), transaction);
    expect(answer.access_token).toBe('at');
    expect(Object.fromEntries(calls[0]!.form)).toMatchObject({
      grant_type: 'authorization_code', code: 'c1', code_verifier: transaction.codeVerifier, redirect_uri: REDIRECT_URI, client_id: CLIENT_ID,
    });
  });

  it.each([
    ['state mismatch', { state: 'forged' }, 'state_mismatch'],
    ['missing state', { state: undefined }, 'state_mismatch'],
    ['iss mismatch', { iss: 'https://evil.test' }, 'issuer_mismatch'],
    ['iss missing while advertised', { iss: undefined }, 'issuer_mismatch'],
    ['error response', { code: undefined, error: 'access_denied', error_description: 'User said no' }, 'authorization_error'],
  ] as const)('refuses a %s without calling the token endpoint', async (_name, override, code) => {
    const { oauth, calls, transaction } = await good();
    const params: Record<string, string> = { code: 'c1', state: transaction.state, iss: ISSUER };
    for (const [k, v] of Object.entries(override)) if (v === undefined) delete params[k]; else params[k] = v;
    const error = await oauth.complete(callback(params), transaction).catch((e: unknown) => e);
    expect(isSessionError(error) && error.code).toBe(code);
    expect(calls).toHaveLength(0);
  });

  it.each([
    ['wrong audience', { aud: 'someone-else' }],
    ['expired', { exp: Math.floor(Date.now() / 1000) - 3600, iat: Math.floor(Date.now() / 1000) - 7200 }],
    ['wrong nonce', { nonce: 'replayed' }],
    ['wrong issuer', { iss: 'https://evil.test' }],
  ])('refuses an ID token with %s', async (_name, claims) => {
    const { oauth, transaction } = await good(claims);
    const error = await oauth.complete(callback({ code: 'c1', state: transaction.state, iss: ISSUER }), transaction).catch((e: unknown) => e);
    expect(isSessionError(error) && error.code).toBe('invalid_id_token');
  });

  it('refuses alg none, even when the server advertises it', async () => {
    const stub = stubTokenEndpoint(() => tokenAnswer({ access_token: 'at', token_type: 'Bearer', id_token: idToken({ nonce }, 'none') }));
    const oauth = createOAuthClient({
      issuer: ISSUER, clientId: CLIENT_ID, redirectUri: REDIRECT_URI, fetch: stub.fetch,
      metadata: { ...METADATA, id_token_signing_alg_values_supported: ['none', 'ES256'] },
    });
    const { transaction } = await oauth.begin();
    nonce = transaction.nonce;
    const error = await oauth.complete(callback({ code: 'c1', state: transaction.state, iss: ISSUER }), transaction).catch((e: unknown) => e);
    expect(isSessionError(error) && error.code).toBe('invalid_id_token');
    expect(String((error as Error).message)).toMatch(/alg/);
  });

  it('requires an ID token in the answer', async () => {
    const { oauth, transaction } = await (async () => {
      const c = client(() => tokenAnswer({ access_token: 'at', token_type: 'Bearer' }));
      return { oauth: c.oauth, transaction: (await c.oauth.begin()).transaction };
    })();
    const error = await oauth.complete(callback({ code: 'c1', state: transaction.state, iss: ISSUER }), transaction).catch((e: unknown) => e);
    expect(isSessionError(error)).toBe(true);
  });
});

describe('refresh', () => {
  it('sends the in-memory refresh token', async () => {
    const { oauth, calls } = client(() => tokenAnswer({ access_token: 'at2', token_type: 'Bearer', refresh_token: 'rt2' }));
    const answer = await oauth.refresh('rt1');
    expect(answer.refresh_token).toBe('rt2');
    expect(Object.fromEntries(calls[0]!.form)).toMatchObject({ grant_type: 'refresh_token', refresh_token: 'rt1', client_id: CLIENT_ID });
  });

  it('without one, lets the httpOnly cookie ride along (credentials include, no refresh_token field)', async () => {
    const { oauth, calls } = client(() => tokenAnswer({ access_token: 'at2', token_type: 'Bearer' }));
    await oauth.refresh();
    expect(calls[0]!.form.has('refresh_token')).toBe(false);
    expect(calls[0]!.init.credentials).toBe('include');
  });

  it('a refused refresh rejects', async () => {
    const { oauth } = client(() => tokenAnswer({ error: 'invalid_grant' }, 400));
    await expect(oauth.refresh('old')).rejects.toThrow();
  });
});

describe('logout URL', () => {
  it('builds the RP-initiated logout URL with client id, hint and return address', async () => {
    const { oauth } = client();
    const url = new URL((await oauth.endSessionUrl('https://app.test/', 'idt'))!);
    expect(Object.fromEntries(url.searchParams)).toEqual({ client_id: CLIENT_ID, post_logout_redirect_uri: 'https://app.test/', id_token_hint: 'idt' });
  });
});
