import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN, DEMO_MEMBER, startServer, type TestServer } from '../test/fixture';

// LOW (issue 24): webhook signing secrets were returned on every read, to ReadOnly members too. A secret is shown
// once, in the answer that creates it, to the writer who created it; no list or read carries it afterwards.

let t: TestServer;
const tok = { admin: '', member: '' };
const SECRET = 'whsec_attack_read_me_if_you_can';
const call = (method: string, path: string, token: string, json?: unknown) => t.browser().fetch(path, { method, json, token });

beforeAll(async () => {
  t = await startServer();
  tok.admin = (await t.login(DEMO_ADMIN)).accessToken;
  tok.member = (await t.login(DEMO_MEMBER)).accessToken;
});
afterAll(async () => t?.close());

describe('webhook signing secrets', () => {
  it('the ReadOnly member reads the webhook list without any secret', async () => {
    expect((await call('POST', '/webhook/custom', tok.admin, { displayName: 'Feed', url: 'http://127.0.0.1:9/hook', secret: SECRET, eventKeys: ['frontegg.user.created'] })).status).toBe(201);
    const list = await call('GET', '/webhook', tok.member);
    expect(list.status).toBe(200);
    expect(list.data).toHaveLength(1);
    expect(list.text).not.toContain(SECRET);
    expect(list.data[0].secret).toBeUndefined();
  });

  it('the generated secret is in the create answer only: the admin list and the update answer do not repeat it', async () => {
    const created = await call('POST', '/webhook/custom', tok.admin, { displayName: 'Generated', url: 'http://127.0.0.1:9/hook', eventKeys: ['frontegg.user.deleted'] });
    expect(created.status).toBe(201);
    const secret = created.data.secret as string;
    expect(secret).toMatch(/^whsec_.{20,}/);
    const list = await call('GET', '/webhook', tok.admin);
    expect(list.text).not.toContain(secret);
    expect(list.text).not.toContain(SECRET);
    const patched = await call('PATCH', `/webhook/${created.data._id}`, tok.admin, { displayName: 'Renamed' });
    expect(patched.status).toBe(200);
    expect(patched.text).not.toContain(secret);
  });
});
