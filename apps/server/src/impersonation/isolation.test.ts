import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_MEMBER, startServer, type TestServer } from '../test/fixture';
import { matrixTests, signInCallers, type MatrixCase, type Who } from '../test/isolation';
import { claimsOf, ID, userIdOf } from '../test/users-admin';

// POST /impersonation/v1 for our member × (own admin, another tenant's admin — also naming our tenant in the body and in
// the scoped-tenant header — a member without any role, the read-only member) → only our own admin gets a session for
// the member; DELETE by anyone not impersonating changes nothing.

const tok: Record<Who, string> = { own: '', other: '', otherScoped: '', noRole: '', member: '' };
let t: TestServer;
let acme = '';
let memberId = '';
let globexOwner = '';

beforeAll(async () => {
  t = await startServer();
  acme = await signInCallers(t, tok);
  memberId = await userIdOf(t, DEMO_MEMBER);
  globexOwner = claimsOf(tok.other).sub as string;
});
afterAll(async () => t?.close());

const sessionsFor = async (userId: string) =>
  (await t.db.selectFrom('sessions').select('id').where('user_id', '=', userId).where('act', 'is not', null).execute()).length;
const impersonate = (namingUs: boolean): MatrixCase => ({
  name: `POST impersonation/v1 for our member${namingUs ? ', naming our tenant in the body' : ''}`, write: true,
  setup: async () => String(await sessionsFor(memberId)),
  run: (tk, h) => t.browser().fetch(`${ID}/impersonation/v1`, { json: { userId: memberId, reason: 'matrix', ...(namingUs ? { tenantId: acme } : {}) }, token: tk, headers: h }),
  affected: async (_r, before) => (await sessionsFor(memberId)) > Number(before),
  // Another tenant's admin does not find our member at all.
  status: { own: 200, other: 404 },
});

describe('impersonation across tenants', () => {
  matrixTests([impersonate(false), impersonate(true)], tok, () => acme);

  it('every impersonation audit row above is in our tenant (one per own attempt)', async () => {
    const audits = await t.db.selectFrom('audits').select('tenant_id').where('action', '=', 'Impersonation started').execute();
    expect(audits.map((a) => a.tenant_id)).toEqual([acme, acme]);
  });

  it("another tenant's admin cannot impersonate our admin either, nor end anything", async () => {
    const res = await t.browser().fetch(`${ID}/impersonation/v1`, { json: { userId: claimsOf(tok.own).sub, reason: 'x' }, token: tok.other });
    expect(res.status).toBe(404);
    expect((await t.browser().fetch(`${ID}/impersonation/v1`, { method: 'DELETE', token: tok.other })).status).toBe(400);
    // And our admin cannot impersonate the other tenant's owner.
    expect((await t.browser().fetch(`${ID}/impersonation/v1`, { json: { userId: globexOwner, reason: 'x' }, token: tok.own })).status).toBe(404);
  });
});
