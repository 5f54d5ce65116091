import { describe, expect, it, vi } from 'vitest';
import { resolveRedirectUrl } from './resolve';
import { postLoginTarget, scopedTenantId } from './query';
import { applyCustomLogin } from './custom-login';
import { DEFAULT_ROUTES } from '../auth/routes';

const policy = (extra = {}) => ({ pageOrigin: 'https://app.test', logger: { warn: vi.fn() }, ...extra });

describe('resolveRedirectUrl', () => {
  it.each([
    ['/admin?x=1', 'https://app.test/admin?x=1'],
    ['/', 'https://app.test/'],
    ['/a/b#frag', 'https://app.test/a/b#frag'],
    ['/search?q=a%20b', 'https://app.test/search?q=a%20b'],
    ['https://app.test/x', 'https://app.test/x'],
    ['HTTPS://APP.TEST/x', 'https://app.test/x'],
  ])('accepts %s', (raw, expected) => {
    expect(resolveRedirectUrl(raw, policy())).toBe(expected);
  });

  it('accepts an allowed origin only when listed', () => {
    expect(resolveRedirectUrl('https://docs.test/p', policy())).toBeNull();
    expect(resolveRedirectUrl('https://docs.test/p', policy({ allowedOrigins: ['https://docs.test/'] }))).toBe('https://docs.test/p');
  });

  it('accepts another http(s) origin when same-site enforcement is off, but never a script scheme', () => {
    expect(resolveRedirectUrl('https://other.test/', policy({ enforceSameSite: false }))).toBe('https://other.test/');
    expect(resolveRedirectUrl('javascript:alert(1)', policy({ enforceSameSite: false }))).toBeNull();
    expect(resolveRedirectUrl('https://a@other.test/', policy({ enforceSameSite: false }))).toBeNull();
  });

  it('logs a warning when it refuses', () => {
    const p = policy();
    expect(resolveRedirectUrl('//evil.test', p)).toBeNull();
    expect(p.logger.warn).toHaveBeenCalledWith(expect.stringContaining('Refused redirectUrl'));
  });

  it.each([undefined, null, 42, '', 'admin', 'x'.repeat(3000)])('refuses %s', (raw) => {
    expect(resolveRedirectUrl(raw, policy())).toBeNull();
  });

  it('refuses everything when the page origin is unusable', () => {
    expect(resolveRedirectUrl('/admin', policy({ pageOrigin: 'about:blank' }))).toBeNull();
  });
});

describe('postLoginTarget and tenant scoping', () => {
  const logger = { warn: vi.fn() };
  it('uses an accepted redirectUrl and falls back otherwise', () => {
    expect(postLoginTarget('https://app.test/account/login?redirectUrl=%2Fadmin%3Fx%3D1', '/', { logger })).toBe('https://app.test/admin?x=1');
    expect(postLoginTarget('https://app.test/account/login?redirectUrl=%2F%2Fevil.test', '/', { logger })).toBe('/');
    expect(postLoginTarget('https://app.test/account/login', '/home', { logger })).toBe('/home');
    expect(postLoginTarget(undefined, '/home', { logger })).toBe('/home');
  });

  it('reads tenantId from the page query', () => {
    expect(scopedTenantId('https://app.test/?tenantId=t-1')).toBe('t-1');
    expect(scopedTenantId('https://app.test/')).toBeUndefined();
    expect(scopedTenantId('not a url')).toBeUndefined();
  });
});

describe('applyCustomLogin', () => {
  it('leaves routes alone without an alias', () => {
    expect(applyCustomLogin(DEFAULT_ROUTES, {})).toBe(DEFAULT_ROUTES);
  });

  it('appends the application URL to the login route and makes it the authenticated URL', () => {
    const routes = applyCustomLogin(DEFAULT_ROUTES, { alias: 'acme', applicationUrl: 'https://acme.app.test/home' });
    expect(routes.loginUrl).toBe('/account/login?applicationUrl=https%3A%2F%2Facme.app.test%2Fhome');
    expect(routes.authenticatedUrl).toBe('https://acme.app.test/home');
  });

  it('prefers customLoginAuthenticatedUrl', () => {
    const routes = applyCustomLogin({ ...DEFAULT_ROUTES, loginUrl: '/l?a=1', customLoginAuthenticatedUrl: '/c' }, { alias: 'acme' });
    expect(routes.loginUrl).toBe('/l?a=1&applicationUrl=%2Fc');
    expect(routes.authenticatedUrl).toBe('/c');
  });
});
