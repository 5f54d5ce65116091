import { createHash, randomBytes } from 'node:crypto';
import { mfaVerify, socialPostLogin, socialPreLogin, stepUpGenerate, type LoginResult } from '@portico/rest-api/auth';
import * as S from '@portico/rest-api/schemas';
import { getCustomSocialLoginProviders, getSocialLoginProviders, getSocialLoginProvidersV2, getSocialLoginProvidersV2Authenticated } from '@portico/rest-api/sso';
import { mfaAuthenticatorEnroll, mfaAuthenticatorEnrollVerify } from '@portico/rest-api/users';
import { STAND_IN_CLIENT, startGithubStandIn } from '@portico/server/src/test/social-idp';
import { freshTotp } from '@portico/server/src/test/totp-app';
import { afterAll, beforeAll, expect } from 'vitest';
import { refused, roundTrip, step, type StepContext } from '../harness/round-trip';

const CALLBACK = 'http://app.test/account/social/success';
let github: Awaited<ReturnType<typeof startGithubStandIn>>;
beforeAll(async () => { github = await startGithubStandIn(); });
afterAll(async () => github?.close());

const verifier = randomBytes(32).toString('base64url');
const challenge = createHash('sha256').update(verifier).digest('base64url');
const providers = (r: unknown) => r as { type: string; active: boolean }[];
const callback = (c: StepContext) => ({ code: c.kept.code as string, state: c.kept.state as string, code_verifier: verifier, redirectUri: CALLBACK });

// The public provider list, then a GitHub-style social login (pre-login → provider → post-login) creating a new user.
roundTrip('social login: providers, pre-login, post-login', [
  step('providers v1: all seven, none on yet', (c) => getSocialLoginProviders(c.client), S.socialLoginProvidersSchema, (r) => {
    expect(providers(r)).toHaveLength(7);
    expect(providers(r).some((p) => p.active)).toBe(false);
  }),
  refused('pre-login while GitHub is off', (c) => socialPreLogin(c.client, 'github', { codeChallenge: challenge }), 401),
  { name: 'the vendor turns GitHub on (dev settings)', run: async (c) => {
    const res = await fetch(`${c.t.url}/dev/social-providers/github`, { method: 'PUT', headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ active: true, clientId: STAND_IN_CLIENT.clientId, clientSecret: STAND_IN_CLIENT.clientSecret, ...github.endpoints }) });
    expect(res.status).toBe(200);
  } },
  step('providers v2: GitHub on', (c) => getSocialLoginProvidersV2(c.client), S.socialLoginProvidersSchema, (r) =>
    expect(providers(r).find((p) => p.type === 'github')).toMatchObject({ active: true })),
  step('providers v2 authenticated', (c) => getSocialLoginProvidersV2Authenticated(c.client), S.socialLoginProvidersSchema),
  step('custom providers: the vendor defined none', (c) => getCustomSocialLoginProviders(c.client), S.customSocialLoginProvidersSchema, (r) => expect(r).toEqual({ providers: [] })),
  { name: 'the vendor stores a custom provider (its configuration; the spec names no call for it)', run: async (c) => {
    await c.t.deps.vendor.update({ customSocialProviders: [{ id: 'corp', displayName: 'Corp', active: true, authorizationUrl: 'https://corp.test/authorize', clientId: 'corp-client', clientSecret: 'corp-secret' }] });
  } },
  step('custom providers: the stored one, without its secret', (c) => getCustomSocialLoginProviders(c.client), S.customSocialLoginProvidersSchema, async (r, c) => {
    expect(r).toEqual({ providers: [expect.objectContaining({ id: 'corp', displayName: 'Corp', active: true, clientId: 'corp-client' })] });
    expect(JSON.stringify(r)).not.toContain('corp-secret');
    await c.t.deps.vendor.update({ customSocialProviders: [] });
  }),
  step('pre-login', (c) => socialPreLogin(c.client, 'github', { codeChallenge: challenge }), S.socialPreLoginResponseSchema, (r, c) => {
    c.kept.authorizationUrl = (r as { authorizationUrl: string }).authorizationUrl;
  }),
  { name: 'the provider sends the browser back with a code', run: async (c) => {
    github.state.next = { id: 31337, login: 'contract', name: 'Con Tract', emails: [{ email: 'contract@social.test', primary: true, verified: true }] };
    const back = new URL((await fetch(c.kept.authorizationUrl as string, { redirect: 'manual' })).headers.get('location')!);
    expect(back.searchParams.get('state')).toBe(new URL(c.kept.authorizationUrl as string).searchParams.get('state'));
    c.kept.code = back.searchParams.get('code');
    c.kept.state = back.searchParams.get('state');
  } },
  step('post-login: a new user', (c) => socialPostLogin(c.client, 'github', callback(c)), S.socialLoginResultSchema, (r) =>
    expect(r).toMatchObject({ email: 'contract@social.test', isNewUser: true, name: 'Con Tract' })),
  refused('the same callback again (state spent)', (c) => socialPostLogin(c.client, 'github', callback(c)), 401),
]);

const code = (c: StepContext) => freshTotp(c.kept.secret as string);
const keepToken = (r: unknown, c: StepContext) => {
  c.session.token = (r as LoginResult).accessToken as string;
};

// Step-up: no factor → 'MFA is not enrolled'; with an authenticator → MFA token, verify, then tokens at once within maxAge.
roundTrip('step-up: generate, verify, stepped up', [
  refused('generate without a second factor', (c) => stepUpGenerate(c.client, { maxAge: 300 }), 400),
  step('enrol an authenticator', (c) => mfaAuthenticatorEnroll(c.client), S.mfaQrCodeSchema, (r, c) => {
    c.kept.secret = new URL((r as { qrCode: string }).qrCode).searchParams.get('secret');
  }),
  step('verify the enrolment', async (c) => mfaAuthenticatorEnrollVerify(c.client, { token: await code(c) }), S.mfaRecoveryCodeSchema),
  step('generate: MFA required', (c) => stepUpGenerate(c.client, { maxAge: 300 }), S.mfaRequiredResponseSchema, (r, c) => {
    expect(r).toMatchObject({ mfaRequired: true, mfaEnrolled: true });
    c.kept.mfaToken = (r as { mfaToken: string }).mfaToken;
  }),
  { name: 'verify the code: a multi-factor token', run: async (c) => mfaVerify(c.client, { mfaToken: c.kept.mfaToken as string, value: await code(c) }),
    shapes: [S.tokenResponseSchema, S.userSchema], check: keepToken },
  { name: 'generate again within maxAge: tokens at once', run: (c) => stepUpGenerate(c.client, { maxAge: 300 }),
    shapes: [S.tokenResponseSchema, S.userSchema], check: (r) => expect((r as LoginResult).accessToken).toBeTruthy() },
]);
