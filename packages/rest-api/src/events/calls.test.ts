import { expect } from 'vitest';
import { checkAbortForwarding } from '../../test/abort';
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

checkAbortForwarding('events', calls);
