import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';
import { signInAtProvider } from '../provider-browser';

/** panva's oidc-provider on loopback with one confidential client; every login name `x` signs in as `x@<domain>`. */
export interface TestOidcIdp {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Drives the browser part: authorize → login form → consent → the redirect back (returned, not followed). */
  signIn(authorizeUrl: string, login: string): Promise<URL>;
  /** When true, the next answers sent back to the redirect address carry another `state` (an attacker swapping it). */
  tamperState: { on: boolean };
  close(): Promise<void>;
}

/** Replaces `state` in a redirect to the RP, as an attacker in the middle would. */
function tampered(location: string, redirectUri: string): string {
  if (!location.startsWith(redirectUri)) return location;
  const url = new URL(location);
  url.searchParams.set('state', `${url.searchParams.get('state') ?? ''}x`);
  return url.toString();
}

/** Starts the IdP on 127.0.0.1 (an ephemeral port, or the given one). */
export async function startOidcIdp(redirectUri: string, domain: string, port = 0): Promise<TestOidcIdp> {
  const server: Server = createServer();
  await new Promise<void>((r) => server.listen(port, '127.0.0.1', r));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const clientId = 'portico-sso';
  const clientSecret = 'oidc-test-secret-0123456789abcdef';
  const provider = new Provider(issuer, {
    clients: [{ client_id: clientId, client_secret: clientSecret, redirect_uris: [redirectUri], grant_types: ['authorization_code'], response_types: ['code'] }],
    pkce: { required: () => true },
    findAccount: async (_ctx, id) => ({ accountId: id, claims: async () => ({ sub: id, email: `${id}@${domain}`, email_verified: true, name: `User ${id}`, groups: ['engineering'] }) }),
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'groups'] },
    features: { devInteractions: { enabled: true } },
    cookies: { keys: ['sso-test-cookie-key'] },
  });
  const tamperState = { on: false };
  const handle = provider.callback();
  server.on('request', (req, res) => {
    const setHeader = res.setHeader.bind(res);
    res.setHeader = (name, value) => setHeader(name, tamperState.on && /^location$/i.test(name) ? tampered(String(value), redirectUri) : value);
    return handle(req, res);
  });

  return {
    issuer, clientId, clientSecret, tamperState,
    signIn: async (authorizeUrl, login) => new URL(await signInAtProvider(authorizeUrl, redirectUri, login)),
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}
