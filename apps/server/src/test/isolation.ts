import { expect, it } from 'vitest';
import { DEMO_ADMIN, DEMO_MEMBER, type Browser, type TestServer } from './fixture';
import { claimsOf, inviteAndActivate, newTenantAdmin } from './users-admin';

/** What a matrix request answered. */
export type Res = Awaited<ReturnType<Browser['fetch']>>;
/** Our tenant's admin, another tenant's admin (also naming our tenant in the scoped-tenant header), our tenant's user without roles, the seeded read-only member. */
export type Who = 'own' | 'other' | 'otherScoped' | 'noRole' | 'member';

/** One route of a cross-tenant matrix. */
export interface MatrixCase {
  name: string;
  write: boolean;
  /** Prepares our tenant's data for one attempt; returns what `run` and `affected` need. */
  setup?(): Promise<string>;
  run(token: string, headers: Record<string, string>, ref: string): Promise<Res>;
  /** Did the attempt read or change our tenant? */
  affected(res: Res, ref: string): Promise<boolean>;
  /** Exact statuses some callers must get, on top of the matrix's rules (e.g. `{ other: 404 }`). */
  status?: Partial<Record<Who, number>>;
}

/** Signs in every caller of the matrix into `tok` (Acme's admin, Globex's new owner, a role-less invitee, the member); returns Acme's tenant id. */
export async function signInCallers(t: TestServer, tok: Record<Who, string>): Promise<string> {
  tok.own = (await t.login(DEMO_ADMIN)).accessToken;
  tok.other = tok.otherScoped = (await newTenantAdmin(t, 'owner@globex.test', 'Globex')).accessToken;
  tok.member = (await t.login(DEMO_MEMBER)).accessToken;
  tok.noRole = (await inviteAndActivate(t, tok.own, 'norole@acme.test', [])).accessToken;
  return claimsOf(tok.own).tenantId as string;
}

/**
 * One test per case and caller (writes also as the read-only member): only our own admin reads or changes our tenant,
 * nobody gets a 5xx, and the role-less, the member and another tenant naming ours are refused with 403. Callers run in
 * the order own, other, otherScoped, noRole, member: a case whose effect stays (a deletion, a saved value) prepares a
 * fresh target in `setup` for every attempt.
 */
export function matrixTests(cases: MatrixCase[], tok: Record<Who, string>, acme: () => string): void {
  for (const c of cases) {
    const whos: Who[] = c.write ? ['own', 'other', 'otherScoped', 'noRole', 'member'] : ['own', 'other', 'otherScoped', 'noRole'];
    for (const who of whos) {
      it(`${c.name} as ${who}`, async () => {
        const ref = (await c.setup?.()) ?? '';
        const res = await c.run(tok[who], who === 'otherScoped' ? { 'x-portico-tenant-id': acme() } : {}, ref);
        expect(res.status, res.text).toBeLessThan(500);
        expect(await c.affected(res, ref), `${who}: ${res.status} ${res.text.slice(0, 200)}`).toBe(who === 'own');
        if (who === 'own') expect(res.status).toBeLessThan(300);
        if (who === 'noRole' || who === 'member' || who === 'otherScoped') expect(res.status).toBe(403);
        if (c.status?.[who] !== undefined) expect(res.status, who).toBe(c.status[who]);
      });
    }
  }
}
