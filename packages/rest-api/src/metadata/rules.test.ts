import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness, type Reply } from '../../test/harness';
import type { ApiClient } from '../core/client';
import { MESSAGES } from '../core/messages';
import {
  getAdminBoxConfiguration,
  getCurrentIpMetadata,
  getIpMetadata,
  getMetadata,
  updateAdminBoxConfiguration,
} from './calls';
import type { UpdateAdminBoxConfigurationRequest } from './types';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

describe('empty admin login-box update (spec §5)', () => {
  it.each([
    ['an empty action list', { actions: [] }],
    ['no action list', {} as UpdateAdminBoxConfigurationRequest],
  ])('refuses %s with "No changes to update" and sends nothing', async (_name, body) => {
    const before = h.seen.length;
    await expect(updateAdminBoxConfiguration(h.client(), body)).rejects.toMatchObject({
      message: MESSAGES.noChanges,
      code: 'no_changes',
      kind: 'portico-error',
    });
    expect(MESSAGES.noChanges).toBe('No changes to update');
    expect(h.seen.length).toBe(before);
  });
});

describe('missing metadata (spec §8)', () => {
  const metadataCases: Array<[string, Reply, (client: ApiClient) => Promise<unknown>]> = [
    ['no rows', { body: { rows: [] } }, (c) => getMetadata(c, { entityName: 'audits' })],
    ['no rows key', { body: {} }, (c) => getMetadata(c, { entityName: 'saml' })],
    ['a row without configuration', { body: { rows: [{ id: 'm1' }] } }, (c) => getMetadata(c, { entityName: 'notifications' })],
    ['an empty body', { status: 200 }, (c) => getMetadata(c, { entityName: 'adminBox' })],
    ['admin box without configuration', { body: {} }, (c) => getAdminBoxConfiguration(c)],
  ];

  it.each(metadataCases)('%s → "metadata not found"', async (_name, reply, call) => {
    h.reply(reply);
    await expect(call(h.client())).rejects.toMatchObject({ message: 'metadata not found', code: 'metadata_not_found' });
  });

  const ipCases: Array<[string, Reply, (client: ApiClient) => Promise<unknown>]> = [
    ['an empty object', { body: {} }, (c) => getIpMetadata(c, '203.0.113.7')],
    ['an empty body', { status: 200 }, (c) => getIpMetadata(c, '203.0.113.7')],
    ['ipme with an empty body', { status: 204 }, (c) => getCurrentIpMetadata(c)],
  ];

  it.each(ipCases)('%s → "ip metadata not found"', async (_name, reply, call) => {
    h.reply(reply);
    await expect(call(h.client())).rejects.toMatchObject({ message: 'ip metadata not found', code: 'metadata_not_found' });
  });

  it('server errors keep their own message', async () => {
    h.reply({ status: 404, body: { errors: ['Entity not found'] } });
    await expect(getMetadata(h.client({ logLevel: 'silent' }), { entityName: 'saml' })).rejects.toMatchObject({
      message: 'Entity not found',
      code: 'api_error',
      status: 404,
    });
  });
});

describe('ip path', () => {
  it('encodes an IPv6 address as one path segment', async () => {
    h.reply({ body: { ip: '2001:db8::1' } });
    await getIpMetadata(h.client(), '2001:db8::1');
    expect(h.last().path).toBe('/frontegg/metadata/ip/2001%3Adb8%3A%3A1');
  });
});
