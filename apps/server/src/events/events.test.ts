import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN, DEMO_MEMBER, startServer, type TestServer } from '../test/fixture';
import { inviteAndActivate } from '../test/users-admin';
import { EVENT_CATALOGUE } from './catalogue';

let t: TestServer;
let admin = '';
const C = '/event/resources/configurations/v1';
const get = (path: string, token = admin) => t.browser().fetch(path, { token });

beforeAll(async () => {
  t = await startServer();
  admin = (await t.login(DEMO_ADMIN)).accessToken;
});
afterAll(async () => t?.close());

describe('events catalogue', () => {
  it('lists every event with its channels and the channel map', async () => {
    const res = await get(C);
    expect(res.status).toBe(200);
    expect(res.data.events.map((e: { key: string }) => e.key)).toEqual(EVENT_CATALOGUE.map((e) => e.key));
    expect(res.data.events[0]).toMatchObject({ id: 'frontegg.user.created', displayName: 'User created', categoryId: 'user-management', channels: ['webhook', 'email', 'sms', 'slack'] });
    expect(res.data.channelMap['frontegg.user.failedAuthentication']).toEqual(['webhook', 'email', 'sms', 'slack']);
  });

  it('groups events by category and filters by channel (one or repeated)', async () => {
    const all = (await get(`${C}/categories`)).data;
    expect(all.map((c: { id: string }) => c.id)).toEqual(['user-management', 'authentication']);
    expect(all.flatMap((c: { events: unknown[] }) => c.events)).toHaveLength(EVENT_CATALOGUE.length);
    expect((await get(`${C}/categories?channels=webhook&channels=slack`)).data[1].events).toHaveLength(2);
    expect((await get(`${C}/categories?channels=bell`)).data.every((c: { events: unknown[] }) => c.events.length === 0)).toBe(true);
    expect((await get(`${C}/categories?channels=pigeon`)).status).toBe(400);
  });

  it('needs fe.connectivity.read.events: the read-only member reads, a member without roles is refused', async () => {
    expect((await get(C, (await t.login(DEMO_MEMBER)).accessToken)).status).toBe(200);
    const none = await inviteAndActivate(t, admin, 'norole-events@acme.test', []);
    expect((await get(C, none.accessToken)).status).toBe(403);
    expect((await t.browser().fetch(C)).status).toBe(401);
  });
});
