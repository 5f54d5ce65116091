// The metadata catalogue cases: used by src/metadata/calls.test.ts (request shapes) and by the contract suite (tests/contract).
import { expect } from 'vitest';
import type { CatalogueCase } from '../catalogue';
import * as calls from '../../src/metadata/calls';

const BASE = '/frontegg/metadata';
const row = (entityName: string) => ({ rows: [{ id: 'm1', entityName, configuration: { on: true } }] });

/** A case of one `GET /metadata?entityName=…` call. */
const byEntity = (entityName: string, call: CatalogueCase['call']): CatalogueCase => ({
  call,
  replies: [{ body: row(entityName) }],
  expect: { method: 'GET', path: BASE, query: { entityName } },
  result: (r) => expect(r).toEqual({ id: 'm1', entityName, configuration: { on: true } }),
});

export { calls };

/** One invocation of every exported call of the domain, with what it must send. */
export const cases: Record<keyof typeof calls, CatalogueCase> = {
  getMetadata: byEntity('saml', (c) => calls.getMetadata(c, { entityName: 'saml' })),
  getNotificationsMetadata: byEntity('notifications', (c) => calls.getNotificationsMetadata(c)),
  getSamlMetadata: byEntity('saml', (c) => calls.getSamlMetadata(c)),
  getAuditsMetadata: byEntity('audits', (c) => calls.getAuditsMetadata(c)),
  getAdminBoxMetadata: byEntity('adminBox', (c) => calls.getAdminBoxMetadata(c)),
  getAdminBoxConfiguration: {
    call: (c) => calls.getAdminBoxConfiguration(c),
    replies: [{ body: { configuration: { navigation: { users: 'always' } } } }],
    expect: { method: 'GET', path: `${BASE}/admin-box` },
    result: (r) => expect(r).toEqual({ configuration: { navigation: { users: 'always' } } }),
  },
  updateAdminBoxConfiguration: {
    call: (c) =>
      calls.updateAdminBoxConfiguration(c, { actions: [{ type: 'set', path: 'navigation.webhooks.visibility', payload: 'byPermissions' }] }),
    expect: {
      method: 'POST',
      path: `${BASE}/admin-box`,
      body: { actions: [{ type: 'set', path: 'navigation.webhooks.visibility', payload: 'byPermissions' }] },
    },
  },
  getIpMetadata: {
    call: (c) => calls.getIpMetadata(c, '203.0.113.7'),
    replies: [{ body: { ip: '203.0.113.7', countryCode: 'NL', city: 'Amsterdam' } }],
    expect: { method: 'GET', path: `${BASE}/ip/203.0.113.7` },
    result: (r) => expect(r).toEqual({ ip: '203.0.113.7', countryCode: 'NL', city: 'Amsterdam' }),
  },
  getCurrentIpMetadata: {
    call: (c) => calls.getCurrentIpMetadata(c),
    replies: [{ body: { ip: '198.51.100.1', countryCode: 'US' } }],
    expect: { method: 'GET', path: `${BASE}/ipme` },
    result: (r) => expect(r).toEqual({ ip: '198.51.100.1', countryCode: 'US' }),
  },
};
