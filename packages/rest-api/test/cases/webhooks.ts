// The webhooks catalogue cases: used by src/webhooks/calls.test.ts (request shapes) and by the contract suite (tests/contract).
import { expect } from 'vitest';
import type { CatalogueCase } from '../catalogue';
import * as calls from '../../src/webhooks/calls';

const BASE = '/frontegg/webhook';
const hook = {
  displayName: 'Users feed',
  url: 'https://hooks.example.com/portico',
  secret: 's3cret',
  eventKeys: ['frontegg.user.created'],
  isActive: true,
};

export { calls };

/** One invocation of every exported call of the domain, with what it must send. */
export const cases: Record<keyof typeof calls, CatalogueCase> = {
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
};
