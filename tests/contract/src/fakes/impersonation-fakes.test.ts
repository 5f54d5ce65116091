import { createRestApi, type PorticoApi } from '@portico/core-state';
import { createPreviewApi } from '@portico/core-state/preview';
import type { TestServer } from '@portico/server/src/test/fixture';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRestPort } from '../harness/rest-port';
import type { Session } from '../harness/session';

// The preview port's impersonation answers as the REST port over the reference server: the same refusals in the same
// words, nothing returned on success, and `act` naming the admin on the next token.
let t: TestServer;
let rest: PorticoApi;
let session: Session;
let adminId = '';
let memberId = '';
beforeAll(async () => {
  ({ t, session, rest } = await startRestPort((s) => createRestApi(s.client())));
  const id = async (email: string) => (await t.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
  adminId = await id('admin@acme.test');
  memberId = await id('member@acme.test');
});
afterAll(async () => t?.close());

const refusal = (p: Promise<unknown>) => p.then(() => 'answered', (e: Error) => e.message);
const act = (token?: string) => (JSON.parse(Buffer.from((token ?? '').split('.')[1] ?? '', 'base64url').toString()) as { act?: object }).act;

describe('impersonation: preview fake and REST port agree', () => {
  it('refusals, success, act on the reloaded token, end', async () => {
    const preview = createPreviewApi({ delayMs: 0 });
    expect(await refusal(preview.endImpersonation())).toBe(await refusal(rest.endImpersonation()));
    expect(await refusal(preview.impersonate({ userId: 'u-1', reason: ' ' }))).toBe(await refusal(rest.impersonate({ userId: memberId, reason: ' ' })));
    expect(await refusal(preview.impersonate({ userId: 'preview-user', reason: 'r' }))).toBe(await refusal(rest.impersonate({ userId: adminId, reason: 'r' })));
    expect(await preview.impersonate({ userId: 'u-1', reason: 'r' })).toEqual(await rest.impersonate({ userId: memberId, reason: 'r' }));
    const [p, r] = [await preview.refreshToken({}), await rest.refreshToken({})];
    expect(Object.keys(act(p.accessToken) ?? {})).toEqual(Object.keys(act(r.accessToken) ?? {}));
    session.token = r.accessToken ?? null;
    expect(await preview.endImpersonation()).toEqual(await rest.endImpersonation());
  });
});
