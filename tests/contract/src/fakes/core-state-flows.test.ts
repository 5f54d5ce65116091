import { startServer, type TestServer } from '@portico/server/src/test/fixture';
import { freshTotp } from '@portico/server/src/test/totp-app';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAKE_FLAGS, fakeServerFetch } from '../../../../packages/core-state/test/fake-server';
import { Session } from '../harness/session';
import { runFlow, shapeOf, type Backend } from './flow';

// The same core-state flows on the fake API of core-state's tests and on the real server: the requests made, the
// stores' state after each stage (by shape) and the facts the user ends up with must all agree.
const ADMIN = { email: 'admin@acme.test', password: 'Portico-demo-1' };
const MEMBER = { email: 'member@acme.test', password: 'Portico-demo-1' };
const FAKE_URL = 'https://api.app.test';
const FAKE_CODE = '123456';
const ID = '/identity/resources';

let t: TestServer;
let memberSecret = '';
const server = (): Backend => ({ baseUrl: t.url, fetch: new Session(t).fetch });
const fake = (options: { mfaCode?: string } = {}): Backend => ({ baseUrl: FAKE_URL, fetch: fakeServerFetch({}, options).fetch });

beforeAll(async () => {
  t = await startServer();
  // The member gets an authenticator (freshTotp keeps the flow's later code from a later time-step).
  const { accessToken } = await t.login(MEMBER.email);
  const b = t.browser();
  const enrol = await b.fetch(`${ID}/users/v1/mfa/authenticator/enroll`, { json: {}, token: accessToken });
  memberSecret = new URL(enrol.data.qrCode).searchParams.get('secret') as string;
  const done = await b.fetch(`${ID}/users/v1/mfa/authenticator/enroll/verify`, { json: { token: await freshTotp(memberSecret) }, token: accessToken });
  if (done.status !== 200) throw new Error(`enrolment failed: ${done.text}`);
});
afterAll(async () => t?.close());

describe('fake API and reference server agree', () => {
  it('password login → me → refresh: same requests, same store shapes, same user facts', async () => {
    const steps = (who: typeof ADMIN) => [
      ['email', (p) => p.login.getState().submitEmail(who.email)],
      ['password', (p) => p.login.getState().submitPassword(who.password)],
      ['refresh', (p) => p.session.refresh()],
    ] as Parameters<typeof runFlow>[1];
    const onFake = await runFlow(fake(), steps({ email: 'ada@app.test', password: 'any' }));
    const onServer = await runFlow(server(), steps(ADMIN));
    expect(onServer.facts).toMatchObject({ loginStep: 'success', isAuthenticated: true, hasRoles: true, hasPermissions: true });
    expect(onFake.requests).toEqual(onServer.requests);
    expect(onFake.stages).toEqual(onServer.stages);
    expect(onFake.facts).toEqual(onServer.facts);
  });

  it('password login with MFA → code: same requests, same store shapes, same user facts', async () => {
    const steps = (who: typeof ADMIN, code: () => string) => [
      ['email', (p) => p.login.getState().submitEmail(who.email)],
      ['password', (p) => p.login.getState().submitPassword(who.password)],
      ['code', (p) => p.login.getState().verifyMfaCode(code())],
    ] as Parameters<typeof runFlow>[1];
    const onFake = await runFlow(fake({ mfaCode: FAKE_CODE }), steps({ email: 'ada@app.test', password: 'any' }, () => FAKE_CODE));
    const memberCode = await freshTotp(memberSecret);
    const onServer = await runFlow(server(), steps(MEMBER, () => memberCode));
    expect(onServer.facts).toMatchObject({ loginStep: 'success', isAuthenticated: true, amr: ['pwd', 'mfa', 'otp'], mfaEnrolled: true });
    expect(onFake.requests).toEqual(onServer.requests);
    expect(onFake.stages).toEqual(onServer.stages);
    expect(onFake.facts).toEqual(onServer.facts);
  });

  it('serves the same flags, the same "no SSO" pre-login answer and the same authorization shape', async () => {
    const ask = async (b: Backend, path: string, init: RequestInit = {}, token?: string) => {
      const res = await b.fetch(`${b.baseUrl}/frontegg${path}`, {
        ...init, headers: { 'content-type': 'application/json', 'x-portico-source': 'portico', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      });
      return { status: res.status, body: (await res.json()) as unknown };
    };
    const { accessToken } = await t.login(ADMIN.email);
    const fakeFlags = await ask(fake(), '/flags');
    expect(fakeFlags).toEqual(await ask(server(), '/flags'));
    expect(fakeFlags.body).toEqual(FAKE_FLAGS);
    const sso = { method: 'POST', body: JSON.stringify({ email: ADMIN.email }) };
    expect(await ask(fake(), `${ID}/auth/v2/user/sso/prelogin`, sso)).toEqual(await ask(server(), `${ID}/auth/v2/user/sso/prelogin`, sso));
    const fakeAuthz = await ask(fake(), `${ID}/users/v1/me/authorization`);
    const serverAuthz = await ask(server(), `${ID}/users/v1/me/authorization`, {}, accessToken);
    expect(serverAuthz.status).toBe(200);
    expect(shapeOf(fakeAuthz.body)).toEqual(shapeOf(serverAuthz.body));
  });
});
