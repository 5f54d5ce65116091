import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_ADMIN, startServer, type TestServer } from '../test/fixture';
import { calculateJwkThumbprint, exportJWK, generateKeyPair } from 'jose';
import { ecThumbprint, rotateSigningKey } from './keys';

let t: TestServer;
const kidOf = (jwt: string) => (JSON.parse(Buffer.from(jwt.split('.')[0]!, 'base64url').toString()) as { kid: string }).kid;
const jwks = async () => ((await (await fetch(`${t.base}/.well-known/jwks.json`)).json()) as { keys: { kid: string }[] }).keys.map((k) => k.kid);
const me = (token: string) => t.browser().fetch('/identity/resources/users/v2/me', { token });

beforeAll(async () => {
  t = await startServer();
});
afterEach(() => vi.useRealTimers());
afterAll(async () => t?.close());

describe('signing-key rotation', () => {
  it('publishes the new key before it signs; the previous key verifies until its tokens expire, then leaves JWKS', async () => {
    const [old] = await jwks();
    const start = Date.now();
    const r = await rotateSigningKey(t.db, { publishSeconds: 600, retireSeconds: 700 }, new Date(start));
    await t.deps.tokens.ring.reload();
    // Published, not signing yet.
    expect(await jwks()).toEqual([old, r.kid]);
    vi.useFakeTimers({ toFake: ['Date'], now: start + 599_000 });
    const before = (await t.login(DEMO_ADMIN)).accessToken;
    expect(kidOf(before)).toBe(old);
    // The new key signs from its activation time, on every instance by the same clock; JWKS lists it first.
    vi.setSystemTime(start + 601_000);
    const after = (await t.login(DEMO_ADMIN)).accessToken;
    expect(kidOf(after)).toBe(r.kid);
    expect(await jwks()).toEqual([r.kid, old]);
    expect((await me(before)).status).toBe(200);
    expect((await me(after)).status).toBe(200);
    // Once the previous key's tokens have all expired, it is gone from JWKS and verifies nothing.
    vi.setSystemTime(r.previousExpireAt.getTime() + 1000);
    expect(await jwks()).toEqual([r.kid]);
    expect((await me(before)).status).toBe(401);
  });
});

describe('key ids', () => {
  it("are the RFC 7638 thumbprints jose computes (a configured key keeps the kid it was stored under)", async () => {
    for (let i = 0; i < 3; i++) {
      const { d: _d, ...pub } = await exportJWK((await generateKeyPair('ES256', { extractable: true })).privateKey);
      expect(ecThumbprint(pub)).toBe(await calculateJwkThumbprint(pub));
    }
  });
});
