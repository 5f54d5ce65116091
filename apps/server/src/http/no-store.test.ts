import { describe, expect, it } from 'vitest';
import { isNoStorePath } from './no-store';

describe('no-store paths', () => {
  it('covers token and secret answers, and leaves discovery, keys and ordinary reads cacheable', () => {
    for (const p of ['/identity/resources/auth/v1/user', '/identity/resources/auth/v1/user/token/refresh', '/oauth/token', '/oauth/authorize/silent',
      '/oauth/userinfo', '/identity/resources/impersonation/v1', '/identity/resources/users/v3/me/token', '/identity/resources/users/v1/activate',
      '/identity/resources/tenants/api-tokens/v2', '/identity/resources/users/access-tokens/v1', '/webhook/custom']) {
      expect([p, isNoStorePath(p)]).toEqual([p, true]);
    }
    for (const p of ['/oauth/.well-known/openid-configuration', '/oauth/.well-known/jwks.json', '/identity/resources/users/v2/me', '/webhook', '/flags',
      '/identity/resources/users/v3/me/tokens']) {
      expect([p, isNoStorePath(p)]).toEqual([p, false]);
    }
  });
});
