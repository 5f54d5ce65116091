import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditsMetadataConfigurationSchema, ipMetadataResponseSchema, metadataResponseSchema, metadataRowResponseSchema } from '@portico/rest-api/schemas';
import { DEMO_ADMIN, DEMO_MEMBER, startServer, type TestServer } from '../test/fixture';
import { applyAdminBoxChanges } from './admin-box';
import { ipFacts } from './ip';

let t: TestServer;
let admin = '';
let member = '';
const get = (path: string, token = admin) => t.browser().fetch(path, { token });

beforeAll(async () => {
  t = await startServer();
  admin = (await t.login(DEMO_ADMIN)).accessToken;
  member = (await t.login(DEMO_MEMBER)).accessToken;
});
afterAll(async () => t?.close());

describe('GET /metadata', () => {
  it('describes the audit-log columns', async () => {
    const res = await get('/metadata?entityName=audits');
    expect(res.status).toBe(200);
    const cols = auditsMetadataConfigurationSchema.parse(metadataResponseSchema.parse(res.data).rows[0]!.configuration).properties;
    expect(cols.map((c) => c.displayName)).toEqual(['Time', 'User', 'Action', 'Description', 'IP Address', 'Severity', 'User Agent', 'Json Data']);
    expect(cols.filter((c) => !c.showInTable).map((c) => c.displayName)).toEqual(['Severity', 'User Agent']);
    // Each sortable column is one the audits list sorts by.
    for (const c of cols.filter((x) => x.sortable)) expect((await get(`/audits?sortBy=${c.name}`)).status, c.name).toBe(200);
  });

  it('describes the bell and SAML without configuration, and answers 400 for unknown entities', async () => {
    const res = await get('/metadata?entityName=notifications');
    expect(res.status).toBe(200);
    const bell = res.data.rows[0];
    expect(bell).toMatchObject({ entityName: 'notifications', channels: ['bell'], severities: ['info', 'success', 'warning', 'error'] });
    // The fields a notification is answered with, top level (Frontegg's client) and in configuration (the same).
    expect(bell.properties.map((p: { name: string }) => p.name)).toEqual(expect.arrayContaining(['id', 'title', 'severity', 'status', 'isPinned', 'createdAt']));
    expect(bell.configuration.properties).toEqual(bell.properties);
    // SAML's are this server's service-provider values, known without configuration.
    const saml = await get('/metadata?entityName=saml');
    expect(saml.status).toBe(200);
    expect(saml.data.rows[0]).toMatchObject({ entityName: 'saml', configuration: { acsUrl: expect.any(String), spEntityId: expect.any(String) } });
    expect((await get('/metadata?entityName=users')).status).toBe(400);
    expect((await t.browser().fetch('/metadata?entityName=audits')).status).toBe(401);
  });
});

describe('admin box (custom login box)', () => {
  it('starts empty, applies changes in order, and is readable both ways', async () => {
    const empty = await get('/metadata/admin-box');
    expect(metadataRowResponseSchema.parse(empty.data).configuration).toEqual({});
    const post = await t.browser().fetch('/metadata/admin-box', { token: admin, json: { actions: [
      { type: 'set', path: 'themeV2.loginBox.boxStyle.width', payload: '420px' },
      { type: 'merge', path: 'themeV2.palette', payload: { primary: '#123456' } },
      { type: 'push', path: 'socialLogins', payload: 'google' },
      { type: 'set', path: 'tmp', payload: 1 },
      { type: 'delete', path: 'tmp' },
    ] } });
    expect(post.status).toBe(200);
    const want = { themeV2: { loginBox: { boxStyle: { width: '420px' } }, palette: { primary: '#123456' } }, socialLogins: ['google'] };
    expect(metadataRowResponseSchema.parse(post.data).configuration).toEqual(want);
    expect((await get('/metadata/admin-box')).data.configuration).toEqual(want);
    expect(metadataResponseSchema.parse((await get('/metadata?entityName=adminBox')).data).rows[0]!.configuration).toEqual(want);
    expect(await t.db.selectFrom('audits').select('id').where('action', '=', 'Login box updated').execute()).toHaveLength(1);
  });

  it('refuses an empty change list with "No changes to update", and bad changes with 400', async () => {
    const res = await t.browser().fetch('/metadata/admin-box', { token: admin, json: { actions: [] } });
    expect(res.status).toBe(400);
    expect(res.data.errors).toEqual(['No changes to update']);
    for (const a of [{ type: 'explode', path: 'a' }, { type: 'set', path: '__proto__.x', payload: 1 }, { type: 'set', path: 'a..b', payload: 1 },
      { type: 'merge', path: 'a', payload: 3 }, { type: 'push', path: 'themeV2', payload: 1 }]) {
      expect((await t.browser().fetch('/metadata/admin-box', { token: admin, json: { actions: [a] } })).status, JSON.stringify(a)).toBe(400);
    }
    expect((await get('/metadata/admin-box')).data.configuration.socialLogins).toEqual(['google']);
  });

  it('reads Frontegg\'s changes (the path as a slash-joined type, the value as payload) with the same path rules', async () => {
    const post = (actions: unknown[]) => t.browser().fetch('/metadata/admin-box', { token: admin, json: { actions } });
    const res = await post([{ type: 'themeV2/loginBox/boxStyle/width', payload: '480px' }, { type: 'alias', payload: 'acme' }]);
    expect(res.status).toBe(200);
    expect(res.data.configuration).toMatchObject({ themeV2: { loginBox: { boxStyle: { width: '480px' } } }, alias: 'acme' });
    for (const bad of [{ type: '__proto__/x', payload: 1 }, { type: 'a//b', payload: 1 }, { type: 'alias', payload: 'not a slug!' }, { type: 'set', payload: 1 }]) {
      expect((await post([bad])).status, JSON.stringify(bad)).toBe(400);
    }
    expect((await get('/metadata/admin-box')).data.configuration.alias).toBe('acme');
  });

  it('takes a URL-safe slug as the login alias and refuses anything else, keeping what was saved', async () => {
    const set = (payload: unknown) => t.browser().fetch('/metadata/admin-box', { token: admin, json: { actions: [{ type: 'set', path: 'alias', payload }] } });
    expect((await set('acme-eu')).status).toBe(200);
    for (const bad of ['ux probe!', 'Acme', '-acme', 'acme-', 'a/b', '', 'x'.repeat(64), 42]) {
      const res = await set(bad);
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect(res.data.errors).toEqual(['alias: Use 1 to 63 lowercase letters, digits and hyphens, starting and ending with a letter or digit']);
    }
    expect((await get('/metadata/admin-box')).data.configuration.alias).toBe('acme-eu');
    expect((await t.browser().fetch('/metadata/admin-box', { token: admin, json: { actions: [{ type: 'delete', path: 'alias' }] } })).status).toBe(200);
  });

  it('the member reads but may not change the login box', async () => {
    expect((await get('/metadata/admin-box', member)).status).toBe(200);
    expect((await t.browser().fetch('/metadata/admin-box', { token: member, json: { actions: [{ type: 'set', path: 'a', payload: 1 }] } })).status).toBe(403);
  });

  it('caps the document size', () => {
    expect(() => applyAdminBoxChanges({}, [{ type: 'set', path: 'big', payload: 'x'.repeat(70_000) }])).toThrow(/too large/);
  });
});

describe('IP metadata', () => {
  it('answers what the address tells', async () => {
    const v4 = await get('/metadata/ip/203.0.113.7');
    expect(ipMetadataResponseSchema.parse(v4.data)).toEqual({ ip: '203.0.113.7', version: 'v4', isPrivate: false, isLoopback: false });
    const v6 = await get(`/metadata/ip/${encodeURIComponent('fd00::1')}`);
    expect(v6.data).toEqual({ ip: 'fd00::1', version: 'v6', isPrivate: true, isLoopback: false });
    const me = await get('/metadata/ipme');
    expect(ipMetadataResponseSchema.parse(me.data)).toMatchObject({ ip: '127.0.0.1', isLoopback: true, isPrivate: true });
    const bad = await get('/metadata/ip/999.1.1.1');
    expect(bad.status).toBe(404);
    expect(bad.data.errors).toEqual(['ip metadata not found']);
  });

  it('classifies ranges', () => {
    expect(ipFacts('10.1.2.3')?.isPrivate).toBe(true);
    expect(ipFacts('172.32.0.1')?.isPrivate).toBe(false);
    expect(ipFacts('::ffff:192.168.1.1')).toEqual({ ip: '192.168.1.1', version: 'v4', isPrivate: true, isLoopback: false });
    expect(ipFacts('::1')?.isLoopback).toBe(true);
    expect(ipFacts('not-an-ip')).toBeUndefined();
  });
});
