import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CSP_NONCE_PLACEHOLDER as NONCE_PLACEHOLDER } from '@portico/rest-api/csp';
import { hostedLoginRoutes } from './routes';

async function dist(withPortal = true) {
  const dir = await mkdtemp(join(tmpdir(), 'hosted-portal-'));
  await writeFile(join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
  if (withPortal) await writeFile(join(dir, 'portal.html'), `<meta name="csp-nonce" content="${NONCE_PLACEHOLDER}"><div id="root"></div>`);
  return dir;
}

describe('hosted admin portal serving', () => {
  it('answers portal.html at /oauth/portal with a fresh nonce in the page and the CSP, never unsafe-inline', async () => {
    const app = hostedLoginRoutes(await dist());
    const nonces = new Set<string>();
    for (const path of ['/oauth/portal', '/oauth/portal/users', '/oauth/portal']) {
      const res = await app.request(path);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-store');
      const csp = res.headers.get('content-security-policy')!;
      const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(csp).toContain(`style-src 'self' 'nonce-${nonce}'`);
      expect(csp).toContain("script-src 'self';");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).not.toContain('unsafe-inline');
      const body = await res.text();
      expect(body).toContain(`content="${nonce}"`);
      expect(body).not.toContain(NONCE_PLACEHOLDER);
      nonces.add(nonce!);
    }
    expect(nonces.size).toBe(3);
  });

  it("gains Stripe's origins only when billing runs on Stripe with a publishable key; the login page never", async () => {
    const dir = await dist();
    const plain = (await hostedLoginRoutes(dir).request('/oauth/portal')).headers.get('content-security-policy')!;
    expect(plain).not.toContain('stripe.com');
    const app = hostedLoginRoutes(dir, { stripe: true });
    const csp = (await app.request('/oauth/portal')).headers.get('content-security-policy')!;
    expect(csp).toContain("script-src 'self' https://js.stripe.com;");
    expect(csp).toContain('frame-src https://js.stripe.com https://hooks.stripe.com');
    expect(csp).toContain("connect-src 'self' https://api.stripe.com");
    expect((await app.request('/oauth/account/login')).headers.get('content-security-policy')).not.toContain('stripe.com');
  });

  it('says how to build it when it is missing, and does not serve its template as a static file', async () => {
    expect((await hostedLoginRoutes(await dist(false)).request('/oauth/portal')).status).toBe(503);
    const app = hostedLoginRoutes(await dist());
    const raw = await app.request('/oauth/account/portal.html');
    expect(await raw.text()).not.toContain(NONCE_PLACEHOLDER);
  });
});
