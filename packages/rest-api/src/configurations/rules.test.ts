import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../../test/harness';
import { getCaptchaPolicy, getIpRestrictions, getLockoutPolicy } from './calls';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

describe('IP restrictions paging', () => {
  it.each([
    ['defaults to limit 10, offset 0', undefined, { _limit: '10', _offset: '0' }],
    ['keeps the caller paging', { _limit: 4, _offset: 8 }, { _limit: '4', _offset: '8' }],
    ['an undefined key keeps its default', { _limit: undefined, _filter: 'BLOCK' as const }, { _limit: '10', _offset: '0', _filter: 'BLOCK' }],
  ])('%s', async (_name, query, wire) => {
    await getIpRestrictions(h.client(), query);
    expect(h.last().query).toEqual(wire);
  });
});

describe('captcha policy', () => {
  it.each([
    ['a server error', { status: 500, body: { errors: ['boom'] } }],
    ['a missing policy', { status: 404, body: 'Not found' }],
    ['a body that is not JSON', { status: 200, body: '<html>' }],
  ])('reads as null after %s', async (_name, reply) => {
    h.reply(reply);
    await expect(getCaptchaPolicy(h.client({ logLevel: 'silent' }))).resolves.toBeNull();
  });

  it('still rejects when the caller aborts', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(getCaptchaPolicy(h.client(), { signal: controller.signal })).rejects.toThrow();
  });

  it('is the only policy read that swallows failures', async () => {
    h.reply({ status: 500, body: { errors: ['boom'] } });
    await expect(getLockoutPolicy(h.client({ logLevel: 'silent' }))).rejects.toThrow('boom');
  });
});
