import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../../test/harness';
import { runCatalogue } from '../../test/catalogue';
import * as calls from './calls';

const BASE = '/frontegg/event/resources/configurations/v1';

runCatalogue('events', calls, {
  getEventConfigurations: {
    call: (c) => calls.getEventConfigurations(c),
    replies: [{ body: { events: [], channelMap: { 'user.created': ['slack', 'webhook'] } } }],
    expect: { method: 'GET', path: BASE },
    result: (r) => expect(r).toMatchObject({ channelMap: { 'user.created': ['slack', 'webhook'] } }),
  },
  getEventCategories: {
    call: (c) => calls.getEventCategories(c, { channels: ['slack', 'email'] }),
    replies: [{ body: [{ id: 'c1', name: 'Users', events: [] }] }],
    expect: { method: 'GET', path: `${BASE}/categories`, query: { channels: ['slack', 'email'] } },
    result: (r) => expect(r).toEqual([{ id: 'c1', name: 'Users', events: [] }]),
  },
});

// Every call must hand the caller's signal to fetch: an aborted signal rejects before anything reaches the server.
describe('events calls forward the abort signal', () => {
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
