import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN, DEMO_MEMBER, lastMail, linkParams, startServer, type TestServer } from '../test/fixture';
import { captureLogs } from '../http/log';
import { claimsOf, ID, inviteAndActivate, newTenantAdmin, userIdOf } from '../test/users-admin';
import { securityFacts } from './facts';
import { insights } from './insights';
import { categoryPoints, recommendations } from './score';

const SC = '/security-center/resources/v1';
const BREACHED = 'password123';
let t: TestServer;
let admin = '';
let globex = '';

beforeAll(async () => {
  t = await startServer();
  admin = (await t.login(DEMO_ADMIN)).accessToken;
  globex = (await newTenantAdmin(t, 'owner@globex.test', 'Globex')).accessToken;
});
afterAll(async () => t?.close());

const get = (path: string, token = admin) => t.browser().fetch(`${SC}/${path}`, { token });
const insight = async (code: string, token = admin) => (await get('insights', token)).data.items.find((i: { code: string }) => i.code === code);
const codes = (r: { data: { items: { code: string }[] } }) => r.data.items.map((i) => i.code);
/** The member's stored password becomes a known-breached one (as if set before the check existed); a login flags it. */
async function breachMember() {
  await t.db.updateTable('users').set({ password_hash: await t.deps.hasher.hash(BREACHED) }).where('email', '=', DEMO_MEMBER).execute();
  const res = await t.browser().fetch(`${ID}/auth/v1/user`, { json: { email: DEMO_MEMBER, password: BREACHED } });
  expect(res.data.isBreachedPassword).toBe(true);
}

describe('security centre over HTTP', () => {
  it('scores the tenant from its real members and policies (vendor defaults: lockout 5, history 3, MFA not forced)', async () => {
    const res = await get('recommendations');
    expect(res.status).toBe(200);
    // 2 members without MFA: MFA 0; password 10 + lockout 8 + history 7; nothing else configured.
    expect(res.data).toMatchObject({ score: 25, scoring: { MFA: 0, PASSWORD: 25, SESSIONS: 0, IP: 0, DOMAIN: 0, SSO: 0 } });
    expect(res.data.items[0]).toEqual({ code: 'FORCE_MFA', severity: 'SEVERE', category: 'MFA', metadata: { enrolled: 0, total: 2 } });
    expect(codes(res)).toEqual(['FORCE_MFA', 'FORCE_RELOGIN', 'IDLE_SESSION', 'SESSION_CONCURRENCY', 'IP_RESTRICTIONS', 'DOMAIN_RESTRICTIONS', 'CONFIGURE_SSO']);
    expect(await insight('MFA_USAGE')).toEqual({ category: 'MFA', code: 'MFA_USAGE', metadata: { enrolled: 0, total: 2, percentage: 0 } });
    expect((await insight('ACTIVE_SESSIONS')).metadata.count).toBeGreaterThanOrEqual(1);
  });

  it('answers Frontegg\'s paths and names too: scoring.score, recommendations.items, insights.items; same permission', async () => {
    const ours = await get('recommendations');
    const theirs = await t.browser().fetch('/security-center/resources/recommendations/v1', { token: admin });
    expect(theirs.data).toEqual(ours.data);
    expect(theirs.data.scoring.score).toBe(ours.data.score);
    expect(theirs.data.recommendations.items).toEqual(ours.data.items);
    const seen = await t.browser().fetch('/security-center/resources/insights/v1', { token: admin });
    expect(seen.data.insights.items).toEqual((await get('insights')).data.items);
    expect((await t.browser().fetch('/security-center/resources/insights/v1')).status).toBe(401);
  });

  it('a member whose only second factor is a security key counts as MFA-enrolled (usage insight and score)', async () => {
    expect((await insight('MFA_USAGE', globex)).metadata).toEqual({ enrolled: 0, total: 1, percentage: 0 });
    await t.db.insertInto('webauthn_credentials').values({ id: crypto.randomUUID(), user_id: await userIdOf(t, 'owner@globex.test'), purpose: 'mfa',
      credential_id: `c-${crypto.randomUUID()}`, public_key: 'pk', device_type: 'CrossPlatform', device_name: 'Security key 1' }).execute();
    expect((await insight('MFA_USAGE', globex)).metadata).toEqual({ enrolled: 1, total: 1, percentage: 100 });
    expect((await get('recommendations', globex)).data.scoring.MFA).toBe(20);
  });

  it('the score changes when MFA enforcement is turned on through the policy call, and back', async () => {
    const save = (enforceMFAType: string) => t.browser().fetch(`${ID}/configurations/v1/mfa-policy`, { json: { enforceMFAType }, token: admin });
    expect((await save('Force')).status).toBe(200);
    const on = await get('recommendations');
    expect(on.data.score).toBe(55);
    expect(codes(on)).not.toContain('FORCE_MFA');
    expect((await insight('MFA_ENFORCEMENT')).metadata).toEqual({ enforceMFAType: 'Force' });
    expect((await save('DontForce')).status).toBe(200);
    expect((await get('recommendations')).data.score).toBe(25);
  });

  it('lockout and password history policies change the score and recommendations', async () => {
    const save = (path: string, json: unknown) => t.browser().fetch(`${ID}/configurations/v1/${path}`, { json, token: admin });
    await save('lockout-policy', { enabled: false });
    await save('password-history-policy', { enabled: true, historySize: 1 });
    const res = await get('recommendations');
    expect(res.data.score).toBe(25 - 8 - 3);
    expect(res.data.items).toContainEqual({ code: 'ENABLE_LOCKOUT', severity: 'WARNING', category: 'PASSWORD' });
    expect(codes(res)).toContain('STRENGTHEN_PASSWORD_HISTORY');
    expect((await insight('LOCKOUT_POLICY')).metadata).toEqual({ enabled: false, maxAttempts: 5 });
    await save('lockout-policy', { enabled: true });
    await save('password-history-policy', { historySize: 3 });
    expect((await get('recommendations')).data.score).toBe(25);
  });

  it('a login with a breached password flags the user; the centre counts them and recommends the reset action', async () => {
    await breachMember();
    const res = await get('recommendations');
    expect(res.data.score).toBe(20);
    expect(res.data.items).toContainEqual({ code: 'BREACHED_PASSWORDS', severity: 'SEVERE', category: 'PASSWORD', action: 'RESET_BREACHED_PASSWORDS', metadata: { count: 1 } });
    expect((await insight('BREACHED_PASSWORDS')).metadata).toEqual({ count: 1, total: 2 });
  });

  it('the bulk reset mails a working reset link to each flagged member only; the new password clears the flag', async () => {
    const before = await t.browser().fetch(`${t.url}/dev/mailbox?to=${DEMO_ADMIN}`);
    const res = await t.browser().fetch(`${ID}/users/v1/passwords/breached/reset/bulk`, { method: 'POST', token: admin });
    expect(res.status).toBe(200);
    const mail = await lastMail(t, DEMO_MEMBER);
    expect(mail.subject).toMatch(/breach/);
    expect((await t.browser().fetch(`${t.url}/dev/mailbox?to=${DEMO_ADMIN}`)).data.length).toBe(before.data.length);
    const audit = await t.db.selectFrom('audits').selectAll().where('action', '=', 'Breached passwords reset').executeTakeFirstOrThrow();
    expect(audit.json).toMatchObject({ userIds: [await userIdOf(t, DEMO_MEMBER)] });
    const reset = await t.browser().fetch(`${ID}/users/v1/passwords/reset/verify`, { json: { ...linkParams(mail.links[0]!), password: 'A fresh and unbreached passphrase' } });
    expect(reset.status).toBe(200);
    expect((await insight('BREACHED_PASSWORDS')).metadata.count).toBe(0);
    expect((await get('recommendations')).data.score).toBe(25);
  });

  it('the bulk reset shares each address\'s reset-mail budget with forgot-password (5 an hour): no mail flood', async () => {
    await breachMember();
    const count = async () => (await t.browser().fetch(`${t.url}/dev/mailbox?to=${DEMO_MEMBER}`)).data.length;
    const before = await count();
    for (let i = 0; i < 6; i++) expect((await t.browser().fetch(`${ID}/users/v1/passwords/breached/reset/bulk`, { method: 'POST', token: admin })).status).toBe(200);
    // One mail was already taken from this hour's budget by the previous test.
    expect(await count()).toBe(before + 4);
    await t.db.deleteFrom('rate_limits').execute();
    await t.db.updateTable('users').set({ password_breached: false }).where('email', '=', DEMO_MEMBER).execute();
  });

  it('counts MFA enrolment as the users list does (verified authenticators of activated members)', async () => {
    const id = await userIdOf(t, DEMO_ADMIN);
    await t.db.insertInto('mfa_authenticators').values({ id: crypto.randomUUID(), user_id: id, kind: 'authenticator', secret: 'x', verified: true, last_used_step: null }).execute();
    expect((await insight('MFA_USAGE')).metadata).toEqual({ enrolled: 1, total: 2, percentage: 50 });
    expect((await get('recommendations')).data.score).toBe(35);
    await t.db.deleteFrom('mfa_authenticators').where('user_id', '=', id).execute();
  });

  it('a reader that fails counts as "not configured" (logged); the other parts still count', async () => {
    const tenantId = claimsOf(admin).tenantId as string;
    const logs = captureLogs();
    const facts = await securityFacts(t.deps, {
      sessionPolicy: async () => ({ maxSessions: 10, idleTimeout: 3600, timeout: null }),
      ipRestrictions: async () => { throw new Error('table missing'); },
      domainRestrictions: async () => null,
      sso: async () => false,
    }, tenantId);
    logs.stop();
    expect(logs.lines.join('')).toContain('security centre reader failed');
    expect(categoryPoints(facts)).toMatchObject({ SESSIONS: 16, IP: 0 });
    const recs = recommendations(facts).map((r) => r.code);
    expect(recs).toContain('FORCE_RELOGIN');
    expect(recs).not.toContain('IDLE_SESSION');
    expect(insights(facts).find((i) => i.code === 'SESSION_POLICY')!.metadata).toEqual({ configured: true, maxSessions: 10, idleTimeout: 3600, timeout: null });
  });
});

describe('security centre: the parts other domains own are read in a running server', () => {
  const SESSIONS = ['FORCE_RELOGIN', 'IDLE_SESSION', 'SESSION_CONCURRENCY'];
  let owner = '';
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- loosely typed JSON, each assertion states its shape
  const save = (method: string, path: string, json: unknown): Promise<{ status: number; data: any }> => t.browser().fetch(path, { method, json, token: owner });
  const scored = async () => {
    const res = await get('recommendations', owner);
    expect(res.status).toBe(200);
    return { scoring: res.data.scoring as Record<string, number>, codes: codes(res) };
  };
  beforeAll(async () => { owner = (await newTenantAdmin(t, 'owner@wired.test', 'Wired')).accessToken; });

  it('starts with none of them configured', async () => {
    const { scoring, codes: c } = await scored();
    expect(scoring).toMatchObject({ SESSIONS: 0, IP: 0, DOMAIN: 0, SSO: 0 });
    expect(c).toEqual(expect.arrayContaining([...SESSIONS, 'IP_RESTRICTIONS', 'DOMAIN_RESTRICTIONS', 'CONFIGURE_SSO']));
  });

  it('saving a session policy changes SESSIONS part by part and removes each part\'s recommendation', async () => {
    const path = `${ID}/configurations/sessions/v1`;
    expect((await save('POST', path, { sessionIdleTimeoutConfiguration: { isActive: true, timeout: 3600 } })).status).toBe(200);
    let r = await scored();
    expect(r.scoring.SESSIONS).toBe(8);
    expect(r.codes).not.toContain('IDLE_SESSION');
    expect(r.codes).toEqual(expect.arrayContaining(['FORCE_RELOGIN', 'SESSION_CONCURRENCY']));
    expect((await insight('SESSION_POLICY', owner)).metadata).toEqual({ configured: true, maxSessions: null, idleTimeout: 3600, timeout: null });
    expect((await save('POST', path, { sessionTimeoutConfiguration: { isActive: true, timeout: 7_776_000 }, sessionConcurrentConfiguration: { isActive: true, maxSessions: 10 } })).status).toBe(200);
    r = await scored();
    expect(r.scoring.SESSIONS).toBe(25);
    for (const code of SESSIONS) expect(r.codes).not.toContain(code);
  });

  it('an active IP restriction list with an entry changes IP', async () => {
    const path = `${ID}/configurations/v1/restrictions/ip`;
    // A block list: the test's own address (127.0.0.1) stays allowed.
    expect((await save('POST', path, { ip: '203.0.113.7', strategy: 'BLOCK', isActive: true })).status).toBe(201);
    expect((await save('POST', `${path}/config`, { isActive: true, strategy: 'BLOCK' })).status).toBe(200);
    const r = await scored();
    expect(r.scoring.IP).toBe(7);
    expect(r.codes).not.toContain('IP_RESTRICTIONS');
    expect((await insight('IP_RESTRICTIONS', owner)).metadata).toEqual({ configured: true, active: true, allow: 0, block: 1 });
  });

  it('an active e-mail domain restriction changes DOMAIN', async () => {
    const path = `${ID}/configurations/restrictions/v1/email-domain`;
    expect((await save('POST', path, { domain: 'spam.test', type: 'block' })).status).toBe(201);
    expect((await save('POST', `${path}/config`, { active: true, listType: 'block' })).status).toBe(200);
    const r = await scored();
    expect(r.scoring.DOMAIN).toBe(5);
    expect(r.codes).not.toContain('DOMAIN_RESTRICTIONS');
    expect((await insight('DOMAIN_RESTRICTIONS', owner)).metadata).toEqual({ configured: true, active: true, listType: 'BLOCK', allow: 0, block: 1, blockPublicDomains: false });
  });

  it('an enabled SSO configuration changes SSO (a disabled one does not)', async () => {
    const path = '/team/resources/sso/v1/configurations';
    const made = await save('POST', path, { type: 'saml', ssoEndpoint: 'https://idp.wired.test/sso', enabled: false });
    expect(made.status).toBe(201);
    expect((await scored()).scoring.SSO).toBe(0);
    expect((await save('PATCH', `${path}/${made.data.id}`, { enabled: true })).status).toBe(200);
    const r = await scored();
    expect(r.scoring.SSO).toBe(8);
    expect(r.codes).not.toContain('CONFIGURE_SSO');
    expect((await insight('SSO', owner)).metadata).toEqual({ configured: true });
  });

  it('another tenant\'s configuration is not read into ours', async () => {
    const { scoring } = await scored();
    expect(scoring).toMatchObject({ SESSIONS: 25, IP: 7, DOMAIN: 5, SSO: 8 });
    expect((await get('recommendations')).data.scoring).toMatchObject({ SESSIONS: 0, IP: 0, DOMAIN: 0, SSO: 0 });
  });
});

describe('security centre: who may read and act, per tenant', () => {
  it('needs a signed-in caller with the security-policy read permission (reset: users write)', async () => {
    expect((await t.browser().fetch(`${SC}/recommendations`)).status).toBe(401);
    const noRole = (await inviteAndActivate(t, admin, 'norole@acme.test', [])).accessToken;
    expect((await get('recommendations', noRole)).status).toBe(403);
    expect((await get('insights', noRole)).status).toBe(403);
    expect((await t.browser().fetch(`${ID}/users/v1/passwords/breached/reset/bulk`, { method: 'POST', token: noRole })).status).toBe(403);
  });

  it('another tenant sees only its own figures, and its bulk reset never mails our members', async () => {
    await breachMember();
    const other = await get('recommendations', globex);
    expect(other.status).toBe(200);
    expect(codes(other)).not.toContain('BREACHED_PASSWORDS');
    expect((await insight('MFA_USAGE', globex)).metadata.total).toBe(1);
    expect((await insight('BREACHED_PASSWORDS', globex)).metadata.count).toBe(0);
    const mailsBefore = (await t.browser().fetch(`${t.url}/dev/mailbox?to=${DEMO_MEMBER}`)).data.length;
    expect((await t.browser().fetch(`${ID}/users/v1/passwords/breached/reset/bulk`, { method: 'POST', token: globex })).status).toBe(200);
    expect((await t.browser().fetch(`${t.url}/dev/mailbox?to=${DEMO_MEMBER}`)).data.length).toBe(mailsBefore);
    // Our tenant's figures are untouched by the other tenant's policy save.
    await t.browser().fetch(`${ID}/configurations/v1/mfa-policy`, { json: { enforceMFAType: 'Force' }, token: globex });
    expect(codes(await get('recommendations'))).toContain('FORCE_MFA');
  });
});
