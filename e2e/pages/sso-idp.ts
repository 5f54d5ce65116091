import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { ENV } from './env';
import { startTestDns, type TestDns } from '../../apps/server/src/test/sso/dns-server';
import { startOidcIdp, type TestOidcIdp } from '../../apps/server/src/test/sso/oidc-idp';
import { authnRequestOf, idpKey, idpMetadata, samlResponse, tamper, type IdpKey } from '../../apps/server/src/test/sso/saml-idp';

/** Port of the loopback DNS server the e2e server asks for TXT records (SSO_DNS_SERVERS in playwright.config.ts). */
export const SSO_DNS_PORT = Number(process.env.SSO_DNS_PORT ?? Number(process.env.SERVER_PORT ?? 8787) + 1000);

/** A SAML IdP on loopback: its sign-in page posts a signed (or, on request, tampered) answer to the SP's ACS. */
export interface LocalSamlIdp {
  url: string;
  key: IdpKey;
  metadata(): string;
  /** Who the next sign-in is, and whether the answer is altered after signing. */
  next: { email: string; tampered: boolean };
  close(): Promise<void>;
}

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

export async function startSamlIdp(): Promise<LocalSamlIdp> {
  const key = await idpKey();
  const next = { email: '', tampered: false };
  const server: Server = createServer((req, res) => {
    const address = new URL(req.url ?? '/', 'http://127.0.0.1');
    if (address.pathname !== '/sso') return void res.writeHead(404).end();
    const request = authnRequestOf(address.toString());
    let answer = samlResponse({ key, inResponseTo: request.id, audience: request.issuer, acs: request.acs, email: next.email });
    if (next.tampered) answer = tamper(answer, next.email, `ceo@${next.email.split('@')[1]}`);
    const relay = address.searchParams.get('RelayState') ?? '';
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(`<!doctype html><html lang="en"><head><title>Test IdP</title></head><body><main>
      <h1>Test identity provider</h1><form method="post" action="${esc(request.acs)}">
      <input type="hidden" name="SAMLResponse" value="${esc(answer)}"><input type="hidden" name="RelayState" value="${esc(relay)}">
      <button type="submit">Sign in as ${esc(next.email)}</button></form></main></body></html>`);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, key, next, metadata: () => idpMetadata(key, `${url}/sso`, `${url}/metadata`), close: () => new Promise<void>((r) => server.close(() => r())) };
}

/** The DNS server the e2e server's domain verification asks. */
export const startSsoDns = (): Promise<TestDns> => startTestDns(SSO_DNS_PORT);

/** panva's oidc-provider for the OIDC journey: SSO_OIDC_PORT, or an ephemeral port; logins `x` sign in as `x@<domain>`. */
export const startOidcIdpFor = (domain: string): Promise<TestOidcIdp> =>
  startOidcIdp(`${ENV.demo}/account/oidc/callback`, domain, Number(process.env.SSO_OIDC_PORT ?? 0));

/** The IdP's own pages in the browser: its dev login form (any password), then its consent screen. */
export async function signInAtOidcIdp(page: Page, login: string): Promise<void> {
  await page.getByPlaceholder('Enter any login').fill(login);
  await page.getByPlaceholder('and password').fill('any');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
}
