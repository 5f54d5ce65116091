import { describe, expect, it } from 'vitest';
import { hostedPath } from './paths';

describe('hostedPath', () => {
  it.each([
    ['/account/login', '/oauth/account/login'],
    ['/account/sign-up?x=1', '/oauth/account/sign-up?x=1'],
    ['/oauth/account/login', '/oauth/account/login'],
    ['/oauth', '/oauth'],
    ['/oauthx', '/oauth/oauthx'],
    ['http://127.0.0.1:8787/frontegg/oauth/authorize?client_id=c', 'http://127.0.0.1:8787/frontegg/oauth/authorize?client_id=c'],
    ['//evil.test/x', '//evil.test/x'],
  ])('%s → %s', (input, output) => {
    expect(hostedPath(input)).toBe(output);
  });
});
