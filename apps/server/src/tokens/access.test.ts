import { exportJWK, generateKeyPair, jwtVerify, decodeProtectedHeader, importJWK } from 'jose';
import { describe, expect, it, vi } from 'vitest';
import { AccessTokens } from './access';

async function tokens() {
  const { privateKey, publicKey } = await generateKeyPair('ES256', { extractable: true });
  const publicJwk = { ...(await exportJWK(publicKey)), kid: 'k1', alg: 'ES256', use: 'sig' };
  return { t: new AccessTokens({ kid: 'k1', privateKey, publicJwk }, 'http://issuer.test/oauth', 600), publicJwk };
}

const claims = { sub: 'u1', email: 'a@b.test', name: null, tenantId: 't1', tenantIds: ['t1'], roles: ['Admin'], permissions: ['fe.*'], amr: ['pwd'], acr: 'x', auth_time: 1, sid: 's1' };

describe('AccessTokens (node:crypto ES256 signing)', () => {
  it('signs tokens a standard JOSE library verifies, with kid, iss, aud, iat and exp', async () => {
    const { t, publicJwk } = await tokens();
    const jwt = await t.sign(claims);
    expect(decodeProtectedHeader(jwt)).toEqual({ alg: 'ES256', kid: 'k1', typ: 'JWT' });
    const { payload } = await jwtVerify(jwt, await importJWK(publicJwk, 'ES256'), { issuer: 'http://issuer.test/oauth', audience: 'portico', algorithms: ['ES256'] });
    expect(payload).toMatchObject({ sub: 'u1', tenantId: 't1', permissions: ['fe.*'], type: 'userToken' });
    expect(payload.exp! - payload.iat!).toBe(600);
    expect(await t.verify(jwt)).toMatchObject({ sub: 'u1', sid: 's1' });
  });

  it('refuses a token with a flipped signature bit or signed by another key', async () => {
    const { t } = await tokens();
    const jwt = await t.sign(claims);
    const sig = Buffer.from(jwt.split('.')[2]!, 'base64url');
    sig[5]! ^= 1;
    await expect(t.verify(`${jwt.split('.').slice(0, 2).join('.')}.${sig.toString('base64url')}`)).rejects.toMatchObject({ status: 401 });
    const other = await tokens();
    await expect(t.verify(await other.t.sign(claims))).rejects.toMatchObject({ status: 401 });
  });

  it('ID tokens carry the client as audience and the nonce', async () => {
    const { t, publicJwk } = await tokens();
    const jwt = await t.signIdToken({ sub: 'u1', email: 'a@b.test', emailVerified: true, name: null, clientId: 'app', nonce: 'n1', authTime: 5, sid: 's1', amr: ['pwd'] });
    const { payload } = await jwtVerify(jwt, await importJWK(publicJwk, 'ES256'), { audience: 'app', issuer: 'http://issuer.test/oauth' });
    expect(payload).toMatchObject({ nonce: 'n1', auth_time: 5, email_verified: true });
    expect('name' in payload).toBe(false);
  });

  it('accepts only its own ID tokens as logout hints, expired ones included, never access tokens', async () => {
    const { t } = await tokens();
    const idToken = await t.signIdToken({ sub: 'u1', email: 'a@b.test', emailVerified: true, name: null, clientId: 'app', nonce: null, authTime: 5, sid: 's1', amr: ['pwd'] });
    expect(await t.verifyIdTokenHint(idToken)).toEqual({ sub: 'u1', aud: 'app', sid: 's1' });
    expect(await t.verifyIdTokenHint(await t.sign(claims))).toBeUndefined();
    expect(await t.verifyIdTokenHint(`${idToken.slice(0, -4)}AAAA`)).toBeUndefined();
    expect(await t.verifyIdTokenHint('not-a-jwt')).toBeUndefined();
    const other = await tokens();
    expect(await other.t.verifyIdTokenHint(idToken)).toBeUndefined();
    vi.useFakeTimers({ now: Date.now() + 86_400_000 });
    try {
      expect(await t.verifyIdTokenHint(idToken)).toMatchObject({ sub: 'u1' });
    } finally {
      vi.useRealTimers();
    }
  });
});
