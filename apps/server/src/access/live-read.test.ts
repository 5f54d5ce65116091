import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_MEMBER, startServer, type TestServer } from '../test/fixture';
import { ID, newTenantAdmin } from '../test/users-admin';
import { publicRouter, signedInRouter } from './router';
import { withLiveRead } from './require';
import { sql } from 'kysely';

// GET me's profile is read inside the caller's live check (one statement): the answer must still come only after
// every check of requireAuth has passed — a revoked session, a blocked address or a bad token never gets the profile.

let t: TestServer;
const me = (token: string) => t.browser().fetch(`${ID}/users/v2/me`, { token });

beforeAll(async () => { t = await startServer(); });
afterAll(async () => t?.close());

describe('a route read in the live check', () => {
  it('answers the live caller with its own profile', async () => {
    const { accessToken, data } = await t.login(DEMO_MEMBER);
    const res = await me(accessToken);
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ email: DEMO_MEMBER, tenantId: (await t.deps.tokens.verify(data.accessToken)).tenantId });
    expect(typeof res.data.createdAt).toBe('string');
    expect(new Date(res.data.createdAt).toISOString()).toBe(res.data.createdAt);
  });

  it('refuses a revoked session without the profile', async () => {
    const { accessToken } = await t.login(DEMO_MEMBER);
    const { sid } = await t.deps.tokens.verify(accessToken);
    await t.db.updateTable('sessions').set({ revoked_at: new Date() }).where('id', '=', sid).execute();
    const res = await me(accessToken);
    expect(res.status).toBe(401);
    expect(res.text).not.toContain(DEMO_MEMBER);
  });

  it('refuses a caller from a blocked address without the profile', async () => {
    const { accessToken } = await newTenantAdmin(t, 'owner@liveread.test', 'LiveRead');
    const block = await t.browser().fetch(`${ID}/configurations/v1/restrictions/ip`, { json: { ip: '127.0.0.1', strategy: 'BLOCK', isActive: true }, token: accessToken });
    expect(block.status).toBe(201);
    const mode = await t.browser().fetch(`${ID}/configurations/v1/restrictions/ip/config`, { json: { isActive: true, strategy: 'BLOCK' }, token: accessToken });
    expect(mode.status).toBe(200);
    const res = await me(accessToken);
    expect(res.status).toBe(403);
    expect(res.text).not.toContain('owner@liveread.test');
  });

  it('answers a personal access token secret (no live check statement: the read runs on its own)', async () => {
    const { accessToken } = await newTenantAdmin(t, 'owner@livereadpat.test', 'LiveReadPat');
    const pat = await t.browser().fetch(`${ID}/users/access-tokens/v1`, { json: { description: 'cli', expiresInMinutes: 60 }, token: accessToken });
    expect(pat.status).toBe(201);
    const res = await me(pat.data.secret);
    expect(res.status).toBe(200);
    expect(res.data.email).toBe('owner@livereadpat.test');
    expect((await me(`${pat.data.secret}x`)).status).toBe(401);
  });

  it('cannot be put on a public route', () => {
    const read = withLiveRead(() => sql`1`);
    expect(() => publicRouter().get('/x', read, (c) => c.text('x'))).toThrow(TypeError);
    expect(() => signedInRouter(t.deps).get('/x', read, (c) => c.text('x'))).not.toThrow();
  });
});
