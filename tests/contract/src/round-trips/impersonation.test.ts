import { refreshToken, type LoginResult } from '@portico/rest-api/auth';
import { endImpersonation, impersonate } from '@portico/rest-api/roles';
import * as S from '@portico/rest-api/schemas';
import { getMe } from '@portico/rest-api/users';
import { expect } from 'vitest';
import { refused, roundTrip, step, type StepContext } from '../harness/round-trip';

const claims = (token: string) => JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as { sub: string; act?: { sub: string; email: string } };
const memberId = async (c: StepContext) =>
  (await c.t.db.selectFrom('users').select('id').where('email', '=', 'member@acme.test').executeTakeFirstOrThrow()).id;
const adopt = (r: unknown, c: StepContext) => {
  c.session.token = (r as LoginResult).accessToken as string;
  return claims(c.session.token);
};

// The admin impersonates the seeded member (reason required), the reloaded session is the member's with `act`
// naming the admin, and ending it hands the admin's own session back.
roundTrip('impersonation: start, reload, act, end', [
  refused('without a reason', async (c) => impersonate(c.client, { userId: await memberId(c) }), 400),
  refused("a user who is not in the admin's tenant", (c) => impersonate(c.client, { userId: crypto.randomUUID(), reason: 'r' }), 404),
  refused('end while not impersonating', (c) => endImpersonation(c.client), 400),
  step('impersonate the member', async (c) => {
    c.kept.admin = claims(c.session.token ?? '').sub;
    return impersonate(c.client, { userId: await memberId(c), reason: 'Support ticket 12' });
  }, S.tokenResponseSchema),
  { name: 'reload the session (refresh)', run: (c) => refreshToken(c.client, {}), shapes: [S.tokenResponseSchema, S.userSchema], check: async (r, c) => {
    expect(adopt(r, c)).toMatchObject({ sub: await memberId(c), act: { sub: c.kept.admin, email: 'admin@acme.test' } });
  } },
  step('me is the member', (c) => getMe(c.client), S.userSchema, (r) => expect(r).toMatchObject({ email: 'member@acme.test' })),
  refused('no impersonation from an impersonation session', async (c) => impersonate(c.client, { userId: await memberId(c), reason: 'r' }), 403),
  step('end the impersonation', (c) => endImpersonation(c.client), S.tokenResponseSchema),
  { name: 'reload the session: the admin again', run: (c) => refreshToken(c.client, {}), shapes: [S.tokenResponseSchema, S.userSchema], check: (r, c) => {
    const back = adopt(r, c);
    expect(back.sub).toBe(c.kept.admin);
    expect(back.act).toBeUndefined();
  } },
]);
