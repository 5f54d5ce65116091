import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { hostedLoginUrl } from './login-url';
import { hostedLoginRoutes } from './routes';

async function fakeDist() {
  const dir = await mkdtemp(join(tmpdir(), 'hosted-'));
  await mkdir(join(dir, 'assets'));
  await writeFile(join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
  await writeFile(join(dir, 'assets', 'main-abc123.js'), 'console.log(1)');
  return dir;
}

describe('hosted login page serving', () => {
  it('answers index.html for every account route, with a strict CSP that forbids framing', async () => {
    const app = hostedLoginRoutes(await fakeDist());
    for (const path of ['/oauth/account/login', '/oauth/account/sign-up', '/oauth/account/reset-password?userId=1&token=2']) {
      const res = await app.request(path);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/html');
      expect(res.headers.get('cache-control')).toBe('no-store');
      const csp = res.headers.get('content-security-policy')!;
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toContain('unsafe-inline');
      expect(await res.text()).toContain('id="root"');
    }
  });

  it('serves hashed assets as immutable and never escapes the dist folder', async () => {
    const app = hostedLoginRoutes(await fakeDist());
    const asset = await app.request('/oauth/account/assets/main-abc123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('content-type')).toContain('text/javascript');
    expect(asset.headers.get('cache-control')).toContain('immutable');
    expect((await app.request('/oauth/account/assets/missing.js')).status).toBe(404);
    expect((await app.request('/oauth/account/assets/..%2F..%2F..%2Fetc%2Fpasswd')).status).toBe(404);
    expect((await app.request('/oauth/account/%E0%A4%A')).status).toBe(400);
  });

  it('says how to build it when the page is missing', async () => {
    const res = await hostedLoginRoutes(join(tmpdir(), 'no-such-hosted-dist')).request('/oauth/account/login');
    expect(res.status).toBe(503);
    expect(await res.text()).toContain('build');
  });
});

describe('hostedLoginUrl', () => {
  const query = { client_id: 'c', redirect_uri: 'http://app.test/oauth/callback', scope: 'openid email', state: 'a&b=c', prompt: 'login' };
  it('sends the authorize URL back as redirectUrl, slashes unescaped, prompt=login dropped', () => {
    const url = new URL(hostedLoginUrl('http://127.0.0.1:8787', '/frontegg/oauth/authorize', query));
    expect(url.origin + url.pathname).toBe('http://127.0.0.1:8787/oauth/account/login');
    const back = url.searchParams.get('redirectUrl')!;
    expect(back).not.toMatch(/%2F|prompt/i);
    const authorize = new URL(back);
    expect(authorize.pathname).toBe('/frontegg/oauth/authorize');
    expect(Object.fromEntries(authorize.searchParams)).toEqual({ client_id: 'c', redirect_uri: 'http://app.test/oauth/callback', scope: 'openid email', state: 'a&b=c' });
  });
});
