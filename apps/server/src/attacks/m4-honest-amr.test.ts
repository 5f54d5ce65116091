import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totpCode } from '../mfa';
import { isSteppedUp } from '../step-up';
import { DEMO_ADMIN, DEMO_PASSWORD, startServer, type TestServer } from '../test/fixture';
import { claimsOf, ID, inviteAndActivate } from '../test/users-admin';
import { ACR_MFA } from '../tokens/access';

// M4: an e-mail code plus a remembered-device cookie yielded amr ["otp","mfa"] and the multi-factor acr, which passes a
// step-up; a second factor after a non-password first factor claimed `pwd`. A token's amr says only what happened.

let t: TestServer;
let admin = '';
const P = `${ID}/auth/v1/passwordless`;
const inbox = async (to: string) => (await (await fetch(`${t.url}/dev/mailbox?to=${encodeURIComponent(to)}`)).json()) as { codes: string[] }[];

beforeAll(async () => {
  t = await startServer();
  await t.deps.vendor.update({ authStrategy: 'Code', activeAuthStrategies: ['EmailAndPassword', 'Code', 'MagicLink', 'SmsCode'] });
  await t.deps.vendor.update({ mfaPolicy: { ...t.deps.vendor.config.mfaPolicy, allowRememberMyDevice: true } });
  admin = (await t.login(DEMO_ADMIN)).accessToken;
});
afterAll(async () => t?.close());

/** A member with an authenticator app; returns its secret. */
async function withAuthenticator(email: string): Promise<string> {
  const user = await inviteAndActivate(t, admin, email, []);
  const start = await user.browser.fetch(`${ID}/users/v1/mfa/authenticator/enroll`, { json: {}, token: user.accessToken });
  const done = await user.browser.fetch(`${ID}/users/v1/mfa/authenticator/enroll/verify`, { json: { token: totpCode(start.data.secret) }, token: user.accessToken });
  expect(done.status).toBe(200);
  return start.data.secret as string;
}

describe('M4: amr says only what happened', () => {
  it('an e-mail code on a remembered device is one factor: no mfa, no otp, no multi-factor acr, no step-up', async () => {
    const email = 'm4-remember@acme.test';
    const secret = await withAuthenticator(email);
    const b = t.browser();
    const login = await b.fetch(`${ID}/auth/v1/user`, { json: { email, password: DEMO_PASSWORD } });
    const verified = await b.fetch(`${ID}/auth/v1/user/mfa/verify`, { json: { mfaToken: login.data.mfaToken, value: totpCode(secret, () => Date.now() + 30_000), rememberDevice: true } });
    expect(verified.status).toBe(200);
    expect(claimsOf(verified.data.accessToken).amr).toEqual(['pwd', 'mfa', 'otp']);

    expect((await b.fetch(`${P}/Code/prelogin`, { json: { email } })).status).toBe(200);
    const code = (await inbox(email))[0]!.codes[0]!;
    const coded = await b.fetch(`${P}/Code/postlogin`, { json: { token: code, email } });
    expect(coded.status, coded.text).toBe(200);
    const claims = claimsOf(coded.data.accessToken);
    expect(claims.amr).not.toContain('mfa');
    expect(claims.amr).not.toContain('otp');
    expect(claims.acr).not.toBe(ACR_MFA);
    expect(isSteppedUp(claims)).toBe(false);
  });

  it('a password login on a remembered device does not claim a second factor either', async () => {
    const email = 'm4-remember-pwd@acme.test';
    const secret = await withAuthenticator(email);
    const b = t.browser();
    const login = await b.fetch(`${ID}/auth/v1/user`, { json: { email, password: DEMO_PASSWORD } });
    await b.fetch(`${ID}/auth/v1/user/mfa/verify`, { json: { mfaToken: login.data.mfaToken, value: totpCode(secret, () => Date.now() + 30_000), rememberDevice: true } });
    const again = await b.fetch(`${ID}/auth/v1/user`, { json: { email, password: DEMO_PASSWORD } });
    expect(again.data.mfaRequired).toBe(false);
    const claims = claimsOf(again.data.accessToken);
    expect(claims.amr).toEqual(['pwd']);
    expect(isSteppedUp(claims)).toBe(false);
  });

  it('an e-mail code then an authenticator code: the token names the code and the app, never a password', async () => {
    const email = 'm4-code-totp@acme.test';
    const secret = await withAuthenticator(email);
    const b = t.browser();
    await b.fetch(`${P}/Code/prelogin`, { json: { email } });
    const code = (await inbox(email))[0]!.codes[0]!;
    const first = await b.fetch(`${P}/Code/postlogin`, { json: { token: code, email } });
    expect(first.data.mfaRequired).toBe(true);
    const second = await b.fetch(`${ID}/auth/v1/user/mfa/verify`, { json: { mfaToken: first.data.mfaToken, value: totpCode(secret, () => Date.now() + 30_000) } });
    expect(second.status).toBe(200);
    const amr = claimsOf(second.data.accessToken).amr as string[];
    expect(amr).not.toContain('pwd');
    expect(amr).toEqual(expect.arrayContaining(['mfa', 'otp']));
  });
});
