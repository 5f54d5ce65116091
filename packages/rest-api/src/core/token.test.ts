import { describe, expect, it } from 'vitest';
import { isPorticoError, PorticoError } from './errors';
import { decodeBase64Url, decodeToken, toBase64Json } from './token';

const b64url = (s: string) => Buffer.from(s).toString('base64url');
const jwt = (payload: object) => `${b64url('{"alg":"ES256"}')}.${b64url(JSON.stringify(payload))}.sig`;

describe('decodeToken', () => {
  it('decodes the payload', () => {
    expect(decodeToken(jwt({ sub: 'u1', tenantId: 't1' }))).toMatchObject({ sub: 'u1', tenantId: 't1' });
  });

  it('decodes UTF-8 claims and unpadded payloads of every length', () => {
    for (const name of ['é', 'éé', 'ééé', 'Zoë ✓']) expect(decodeToken(jwt({ name })).name).toBe(name);
  });

  it.each(['', 'abc', 'a.b', 'a.%%%.c', `${b64url('{}')}.${b64url('not json')}.x`, `a.${b64url('[1]')}.c`, `a.${b64url('null')}.c`, `a.${b64url('{}')}.c.d.e`, 'a..c'])('refuses %j with "Invalid token specified"', (token) => {
    expect(() => decodeToken(token)).toThrow('Invalid token specified');
    try {
      decodeToken(token);
    } catch (e) {
      expect(isPorticoError(e) && e.code).toBe('invalid_token');
    }
  });
});

describe('decodeBase64Url', () => {
  it('decodes UTF-8 text', () => {
    expect(decodeBase64Url(b64url('héllo ✓'))).toBe('héllo ✓');
  });

  it.each(['a', 'ab+c', 'ab/c', 'abc=', 'a b', '@@@@', 'abcde'])('refuses %j with "Illegal base64url string!"', (input) => {
    expect(() => decodeBase64Url(input)).toThrow('Illegal base64url string!');
  });
});

describe('toBase64Json', () => {
  it('is base64 of the JSON text', () => {
    const value = { filter: 'é', n: [1, 2] };
    expect(JSON.parse(Buffer.from(toBase64Json(value), 'base64').toString('utf8'))).toEqual(value);
  });
});

describe('isPorticoError', () => {
  it('recognises errors by kind across bundles, not by prototype', () => {
    const foreign = { kind: 'portico-error', code: 'api_error', status: 400, message: 'x' };
    expect(isPorticoError(foreign)).toBe(true);
    expect(isPorticoError(new PorticoError('x', { code: 'api_error' }))).toBe(true);
    expect(isPorticoError(new Error('x'))).toBe(false);
    expect(isPorticoError(null)).toBe(false);
  });
});
