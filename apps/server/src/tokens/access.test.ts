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

describe('AccessTokens.verify refuses what jose would (node:crypto verification)', () => {
  const enc = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');
  const now = () => Math.floor(Date.now() / 1000);
  const base = () => ({ ...claims, type: 'userToken', iss: 'http://issuer.test/oauth', aud: 'portico', iat: now(), exp: now() + 600 });
  /** A token over any header and payload, signed with the ring's own key (so only the checks can refuse it). */
  async function forge(header: Record<string, unknown>, payload: Record<string, unknown> | unknown[]) {
    const { privateKey, publicKey } = await generateKeyPair('ES256', { extractable: true });
    const publicJwk = { ...(await exportJWK(publicKey)), kid: 'k1', alg: 'ES256', use: 'sig' };
    const t = new AccessTokens({ kid: 'k1', privateKey, publicJwk }, 'http://issuer.test/oauth', 600);
    const { sign } = await import('node:crypto');
    const { KeyObject } = await import('node:crypto');
    const input = `${enc(header)}.${enc(payload)}`;
    const sig = sign('sha256', Buffer.from(input), { key: KeyObject.from(privateKey), dsaEncoding: 'ieee-p1363' }).toString('base64url');
    return { t, jwt: `${input}.${sig}`, input, privateKey };
  }
  const refused = async (t: AccessTokens, jwt: string) => expect(t.verify(jwt)).rejects.toMatchObject({ status: 401 });
  const header = { alg: 'ES256', kid: 'k1', typ: 'JWT' };

  it('accepts a well-formed token, also with the audience in a list', async () => {
    const ok = await forge(header, base());
    expect(await ok.t.verify(ok.jwt)).toMatchObject({ sub: 'u1' });
    const list = await forge(header, { ...base(), aud: ['other', 'portico'] });
    expect(await list.t.verify(list.jwt)).toMatchObject({ sub: 'u1' });
  });

  it('refuses alg none, HS256 keyed with the public key, and an unsigned token', async () => {
    const { t } = await forge(header, base());
    await refused(t, `${enc({ alg: 'none', kid: 'k1' })}.${enc(base())}.`);
    await refused(t, `${enc({ alg: 'none', kid: 'k1' })}.${enc(base())}`);
    const { createHmac } = await import('node:crypto');
    const pub = JSON.stringify(t.jwks().keys[0]);
    const input = `${enc({ alg: 'HS256', kid: 'k1' })}.${enc(base())}`;
    await refused(t, `${input}.${createHmac('sha256', pub).update(input).digest('base64url')}`);
  });

  it('refuses a critical or unencoded-payload header, an unknown kid, a DER signature and stray characters', async () => {
    await (async () => { const f = await forge({ ...header, crit: ['exp'] }, base()); await refused(f.t, f.jwt); })();
    await (async () => { const f = await forge({ ...header, b64: false, crit: ['b64'] }, base()); await refused(f.t, f.jwt); })();
    await (async () => { const f = await forge({ ...header, kid: 'k2' }, base()); await refused(f.t, f.jwt); })();
    const f = await forge(header, base());
    const { sign, KeyObject } = await import('node:crypto');
    const der = sign('sha256', Buffer.from(f.input), KeyObject.from(f.privateKey)).toString('base64url');
    await refused(f.t, `${f.input}.${der}`);
    await refused(f.t, `${f.jwt}=`);
    await refused(f.t, `${f.input}.*${f.jwt.split('.')[2]}`);
    await refused(f.t, `${f.jwt}.extra`);
  });

  it('refuses another issuer or audience, an expired, not yet valid or never expiring token, and a non-object payload', async () => {
    for (const payload of [
      { ...base(), iss: 'http://evil.test/oauth' }, { ...base(), aud: 'app' }, { ...base(), aud: ['app'] },
      { ...base(), exp: now() - 1 }, { ...base(), exp: now() }, { ...base(), nbf: now() + 60 }, { ...base(), exp: String(now() + 600) },
      { ...base(), exp: undefined }, { ...base(), iat: 'today' }, { ...base(), sid: undefined },
    ]) {
      const f = await forge(header, payload);
      await refused(f.t, f.jwt);
    }
    const arr = await forge(header, [base()]);
    await refused(arr.t, arr.jwt);
  });
});
