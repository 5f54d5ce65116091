import { SignJWT, UnsecuredJWT } from 'jose';
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { MFA_TOKEN_TTL_SECONDS, signMfaToken, verifyMfaToken } from './mfa-token';

const SECRET = 'test-mfa-secret-0123456789abcdef';
const T = 1_700_000_000_000;
const at = (ms: number) => () => ms;
const claims = { userId: 'user-1', tenantId: 'tenant-1', step: 'verify' as const };
// Same derivation as the module, written out so the test can forge tokens that differ in one respect.
const derivedKey = new Uint8Array(createHmac('sha256', SECRET).update('portico/mfa-token/v1').digest());
const forge = (payload: Record<string, unknown>, typ = 'portico-mfa+jwt', key: Uint8Array = derivedKey) =>
  new SignJWT(payload).setProtectedHeader({ alg: 'HS256', typ }).setIssuedAt(T / 1000).setExpirationTime(T / 1000 + 300).sign(key);

describe('mfaToken', () => {
  it('round-trips user, tenant and step, expiring in 5 minutes', async () => {
    const token = await signMfaToken(claims, SECRET, at(T));
    expect(MFA_TOKEN_TTL_SECONDS).toBe(300);
    expect(await verifyMfaToken(token, SECRET, at(T))).toEqual({ ...claims, exp: T / 1000 + 300, iat: T / 1000, jti: expect.any(String) });
    const enroll = await signMfaToken({ ...claims, step: 'enroll' }, SECRET, at(T));
    expect((await verifyMfaToken(enroll, SECRET, at(T)))?.step).toBe('enroll');
  });

  it('is valid until expiry and refused after it', async () => {
    const token = await signMfaToken(claims, SECRET, at(T));
    expect(await verifyMfaToken(token, SECRET, at(T + 299_000))).not.toBeNull();
    expect(await verifyMfaToken(token, SECRET, at(T + 301_000))).toBeNull();
  });

  it('refuses a tampered payload or signature', async () => {
    const token = await signMfaToken(claims, SECRET, at(T));
    const [h, p, s] = token.split('.') as [string, string, string];
    const payload = JSON.parse(Buffer.from(p, 'base64url').toString());
    const evil = Buffer.from(JSON.stringify({ ...payload, sub: 'admin' })).toString('base64url');
    expect(await verifyMfaToken(`${h}.${evil}.${s}`, SECRET, at(T))).toBeNull();
    const flipped = s.slice(0, 10) + (s[10] === 'A' ? 'B' : 'A') + s.slice(11);
    expect(await verifyMfaToken(`${h}.${p}.${flipped}`, SECRET, at(T))).toBeNull();
    expect(await verifyMfaToken('not-a-jwt', SECRET, at(T))).toBeNull();
  });

  it('refuses a token signed with another secret, or with the raw secret (e.g. a cookie token)', async () => {
    const token = await signMfaToken(claims, SECRET, at(T));
    expect(await verifyMfaToken(token, 'another-secret-0123456789abcdef', at(T))).toBeNull();
    const raw = await forge({ sub: 'user-1', tid: 't', purpose: 'mfa', step: 'verify' }, undefined, new TextEncoder().encode(SECRET));
    expect(await verifyMfaToken(raw, SECRET, at(T))).toBeNull();
  });

  it.each([
    { name: 'another purpose', payload: { sub: 'u', tid: 't', purpose: 'reset', step: 'verify' } },
    { name: 'no purpose', payload: { sub: 'u', tid: 't', step: 'verify' } },
    { name: 'an unknown step', payload: { sub: 'u', tid: 't', purpose: 'mfa', step: 'admin' } },
    { name: 'no tenant', payload: { sub: 'u', purpose: 'mfa', step: 'verify' } },
    { name: 'no subject', payload: { tid: 't', purpose: 'mfa', step: 'verify' } },
  ])('refuses a correctly signed token with $name', async ({ payload }) => {
    expect(await verifyMfaToken(await forge(payload), SECRET, at(T))).toBeNull();
  });

  it('refuses another token type and alg "none"', async () => {
    const good = { sub: 'u', tid: 't', purpose: 'mfa', step: 'verify', jti: 'j' };
    expect(await verifyMfaToken(await forge(good), SECRET, at(T))).not.toBeNull();
    expect(await verifyMfaToken(await forge(good, 'JWT'), SECRET, at(T))).toBeNull();
    const none = new UnsecuredJWT(good).setIssuedAt(T / 1000).setExpirationTime(T / 1000 + 300).encode();
    expect(await verifyMfaToken(none, SECRET, at(T))).toBeNull();
  });

  it('refuses a short secret with a clear error', async () => {
    await expect(signMfaToken(claims, 'short', at(T))).rejects.toThrow(/at least 16/);
    await expect(verifyMfaToken('x', 'short', at(T))).rejects.toThrow(/at least 16/);
  });
});
