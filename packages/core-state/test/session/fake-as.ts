import type { AuthorizationServer } from 'oauth4webapi';

/** Issuer of the stub authorization server. */
export const ISSUER = 'https://as.test';
export const CLIENT_ID = 'app';
export const REDIRECT_URI = 'https://app.test/oauth/callback';

export const METADATA: AuthorizationServer = {
  issuer: ISSUER,
  authorization_endpoint: `${ISSUER}/authorize`,
  token_endpoint: `${ISSUER}/token`,
  end_session_endpoint: `${ISSUER}/logout`,
  id_token_signing_alg_values_supported: ['ES256'],
  authorization_response_iss_parameter_supported: true,
};

const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');

/** A JWT-shaped ID token; the code flow does not verify its signature (token endpoint over TLS), so any works. */
export function idToken(claims: Record<string, unknown>, alg = 'ES256'): string {
  const now = Math.floor(Date.now() / 1000);
  const body = { iss: ISSUER, aud: CLIENT_ID, sub: 'u-1', iat: now, exp: now + 300, ...claims };
  return `${b64({ alg, typ: 'JWT' })}.${b64(body)}.${alg === 'none' ? '' : 'c2ln'}`;
}

/** A token endpoint answer as JSON. */
export const tokenAnswer = (body: Record<string, unknown>, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', 'cache-control': 'no-store' } });

/** Records token requests and answers them with `answer(form)`. */
export function stubTokenEndpoint(answer: (form: URLSearchParams, init: RequestInit) => Response | Promise<Response>) {
  const calls: Array<{ url: string; form: URLSearchParams; init: RequestInit }> = [];
  const fetch = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input instanceof Request ? input.url : input);
    const form = new URLSearchParams(String(init.body ?? ''));
    calls.push({ url, form, init });
    return answer(form, init);
  }) as typeof globalThis.fetch;
  return { fetch, calls };
}
