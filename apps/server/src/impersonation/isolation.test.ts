import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN, DEMO_MEMBER, startServer, type TestServer } from '../test/fixture';
import { claimsOf, ID, inviteAndActivate, newTenantAdmin, userIdOf } from '../test/users-admin';

// POST /impersonation/v1 for our member × (own admin, another tenant's admin — also naming our tenant in the body and in
// the scoped-tenant header — a member without any role, the read-only member) → only our own admin gets a session for
// the member; DELETE by anyone not impersonating changes nothing.

type Who = 'own' | 'other' | 'otherNamingUs' | 'otherScoped' | 'noRole' | 'member';
const tok: Record<Who, string> = { own: '', other: '', otherNamingUs: '', otherScoped: '', noRole: '', member: '' };
let t: TestServer;
let acme = '';
let memberId = '';
let globexOwner = '';

beforeAll(async () => {
  t = await startServer();
  tok.own = (await t.login(DEMO_ADMIN)).accessToken;
  acme = claimsOf(tok.own).tenantId;
  memberId = await userIdOf(t, DEMO_MEMBER);
  const globex = await newTenantAdmin(t, 'owner@globex.test', 'Globex');
  tok.other = tok.otherNamingUs = tok.otherScoped = globex.accessToken;
  globexOwner = globex.userId;
  tok.member = (await t.login(DEMO_MEMBER)).accessToken;
  tok.noRole = (await inviteAndActivate(t, tok.own, 'norole@acme.test', [])).accessToken;
});
afterAll(async () => t?.close());

const sessionsFor = async (userId: string) =>
  (await t.db.selectFrom('sessions').select('id').where('user_id', '=', userId).where('act', 'is not', null).execute()).length;

describe('impersonation across tenants', () => {
  const expected: Record<Who, number> = { own: 200, other: 404, otherNamingUs: 404, otherScoped: 403, noRole: 403, member: 403 };
  for (const who of Object.keys(expected) as Who[]) {
    it(`${who}: POST for our member answers ${expected[who]}`, async () => {
      const before = await sessionsFor(memberId);
      const body = { userId: memberId, reason: 'matrix', ...(who === 'otherNamingUs' ? { tenantId: acme } : {}) };
      const headers: Record<string, string> = who === 'otherScoped' ? { 'x-portico-tenant-id': acme } : {};
      const res = await t.browser().fetch(`${ID}/impersonation/v1`, { json: body, token: tok[who], headers });
      expect(res.status).toBe(expected[who]);
      expect(await sessionsFor(memberId)).toBe(before + (who === 'own' ? 1 : 0));
      const audits = await t.db.selectFrom('audits').select('tenant_id').where('action', '=', 'Impersonation started').execute();
      expect(audits.every((a) => a.tenant_id === acme)).toBe(true);
    });
  }

  it("another tenant's admin cannot impersonate our admin either, nor end anything", async () => {
    const res = await t.browser().fetch(`${ID}/impersonation/v1`, { json: { userId: claimsOf(tok.own).sub, reason: 'x' }, token: tok.other });
    expect(res.status).toBe(404);
    expect((await t.browser().fetch(`${ID}/impersonation/v1`, { method: 'DELETE', token: tok.other })).status).toBe(400);
    // And our admin cannot impersonate the other tenant's owner.
    expect((await t.browser().fetch(`${ID}/impersonation/v1`, { json: { userId: globexOwner, reason: 'x' }, token: tok.own })).status).toBe(404);
  });
});
