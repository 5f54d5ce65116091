import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../../test/harness';
import { runCatalogue } from '../../test/catalogue';
import * as calls from './calls';

const BASE = '/frontegg/webhook';
const hook = {
  displayName: 'Users feed',
  url: 'https://hooks.example.com/portico',
  secret: 's3cret',
  eventKeys: ['frontegg.user.created'],
  isActive: true,
};

runCatalogue('webhooks', calls, {
  getWebhooks: {
    call: (c) => calls.getWebhooks(c),
    replies: [{ body: [{ _id: 'w1', ...hook }] }],
    expect: { method: 'GET', path: BASE },
    result: (r) => expect(r).toEqual([{ _id: 'w1', ...hook }]),
  },
  createWebhook: {
    call: (c) => calls.createWebhook(c, hook),
    expect: { method: 'POST', path: `${BASE}/custom`, body: hook },
  },
  updateWebhook: {
    call: (c) => calls.updateWebhook(c, 'w1', { isActive: false }),
    expect: { method: 'PATCH', path: `${BASE}/w1`, body: { isActive: false } },
  },
  deleteWebhook: {
    call: (c) => calls.deleteWebhook(c, 'w1'),
    replies: [{ status: 204 }],
    expect: { method: 'DELETE', path: `${BASE}/w1` },
  },
  getWebhookLogs: {
    call: (c) => calls.getWebhookLogs(c, { id: 'w1', offset: 10, limit: 5 }),
    replies: [{ body: { rows: [], total: 0 } }],
    expect: { method: 'GET', path: `${BASE}/logs`, query: { id: 'w1', offset: '10', limit: '5' } },
    result: (r) => expect(r).toEqual({ rows: [], total: 0 }),
  },
  testWebhook: {
    call: (c) => calls.testWebhook(c, { url: hook.url, secret: 's3cret', payload: { hello: 'world' } }),
    replies: [{ body: { statusCode: 201, body: 'created' } }],
    expect: { method: 'POST', path: `${BASE}/test`, body: { url: hook.url, secret: 's3cret', payload: { hello: 'world' } } },
    result: (r) => expect(r).toEqual({ statusCode: 201, body: 'created' }),
  },
  retryWebhookLog: {
    call: (c) => calls.retryWebhookLog(c, 'log-7'),
    replies: [{ status: 202, statusText: 'Accepted', body: { isProcess: true, success: true } }],
    expect: { method: 'POST', path: `${BASE}/logs/log-7/retries` },
    result: (r) => expect(r).toEqual({ isProcess: true, success: true }),
  },
});

// Every call must hand the caller's signal to fetch: an aborted signal rejects before anything reaches the server.
describe('webhooks calls forward the abort signal', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(() => h.close());

  it.each(Object.entries(calls))('%s', async (_name, fn) => {
    const call = fn as (...args: unknown[]) => Promise<unknown>;
    const args = Array.from({ length: call.length - 2 }, () => ({ id: 'x', actions: [{ type: 't', path: 'p' }], headerProps: [] }));
    const before = h.seen.length;
    await expect(call(h.client(), ...args, { signal: AbortSignal.abort() })).rejects.toMatchObject({ name: 'AbortError' });
    expect(h.seen.length).toBe(before);
  });
});
