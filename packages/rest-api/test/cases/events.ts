// The events catalogue cases: used by src/events/calls.test.ts (request shapes) and by the contract suite (tests/contract).
import { expect } from 'vitest';
import type { CatalogueCase } from '../catalogue';
import * as calls from '../../src/events/calls';

const BASE = '/frontegg/event/resources/configurations/v1';

export { calls };

/** One invocation of every exported call of the domain, with what it must send. */
export const cases: Record<keyof typeof calls, CatalogueCase> = {
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
};
