import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../../test/harness';
import {
  createTenantAccessToken,
  createTenantApiToken,
  createUserAccessToken,
  createUserApiToken,
  deleteMySession,
  deletePhoneNumber,
  getMe,
  listPhoneNumbers,
  listUsers,
  listUsersV3,
  setTemporaryUser,
} from './calls';
import { MINUTES_PER_DAY, PHONE_NUMBERS_PAGE_SIZE, USERS_PAGE_SIZE } from './constants';
import { toExpiresInMinutes } from './expiry';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

/** Runs `call` and returns the requests it made. */
async function sent(call: () => Promise<unknown>) {
  const before = h.seen.length;
  await call();
  return h.seen.slice(before);
}

describe('paging defaults (spec §9)', () => {
  it('are the spec values', () => {
    expect([USERS_PAGE_SIZE, PHONE_NUMBERS_PAGE_SIZE]).toEqual([20, 10]);
  });

  it.each([
    ['listUsers', listUsers, '/frontegg/identity/resources/users/v2'],
    ['listUsersV3', listUsersV3, '/frontegg/identity/resources/users/v3'],
  ] as const)('%s sends _limit 20 and _offset 0 when none are given, and keeps the other parameters', async (_n, call, path) => {
    const [noQuery] = await sent(() => call(h.client()));
    expect(noQuery?.path).toBe(path);
    expect(noQuery?.query).toEqual({ _limit: '20', _offset: '0' });
    const [filtered] = await sent(() => call(h.client(), { _filter: 'ada', _limit: undefined }));
    expect(filtered?.query).toEqual({ _filter: 'ada', _limit: '20', _offset: '0' });
  });

  it('listUsers keeps the caller paging, including a zero offset', async () => {
    const [req] = await sent(() => listUsers(h.client(), { _limit: 5, _offset: 0 }));
    expect(req?.query).toEqual({ _limit: '5', _offset: '0' });
  });

  it('listPhoneNumbers sends limit 10 and offset 0 when none are given', async () => {
    const [req] = await sent(() => listPhoneNumbers(h.client()));
    expect(req?.path).toBe('/frontegg/identity/resources/users/phone-numbers/v1');
    expect(req?.query).toEqual({ limit: '10', offset: '0' });
    const [paged] = await sent(() => listPhoneNumbers(h.client(), { offset: 10 }));
    expect(paged?.query).toEqual({ limit: '10', offset: '10' });
  });
});

describe('token expiry: days × 1440 → expiresInMinutes, none → null (spec §5)', () => {
  it.each([
    [1, 1440],
    [30, 43_200],
    [0.5, 720],
    [null, null],
    [undefined, null],
  ])('toExpiresInMinutes(%s) = %s', (days, minutes) => {
    expect(MINUTES_PER_DAY).toBe(1440);
    expect(toExpiresInMinutes(days)).toBe(minutes);
  });

  it.each([
    ['createUserApiToken', createUserApiToken],
    ['createUserAccessToken', createUserAccessToken],
    ['createTenantApiToken', createTenantApiToken],
    ['createTenantAccessToken', createTenantAccessToken],
  ] as const)('%s sends minutes for days and null for no expiry, never expiresInDays', async (_n, call) => {
    const [days7] = await sent(() => call(h.client(), { description: 'd', expiresInDays: 7 }));
    expect(days7?.body).toEqual({ description: 'd', expiresInMinutes: 10_080 });
    const [never] = await sent(() => call(h.client(), { description: 'd' }));
    expect(never?.body).toEqual({ description: 'd', expiresInMinutes: null });
    expect(never?.raw).toContain('"expiresInMinutes":null');
  });

  it.each([0, -1, Number.NaN, Number.POSITIVE_INFINITY])('refuses %s days locally, before any request', async (days) => {
    const before = h.seen.length;
    await expect(createUserApiToken(h.client(), { expiresInDays: days })).rejects.toMatchObject({ code: 'invalid_argument' });
    expect(h.seen.length).toBe(before);
  });
});

describe('profile fetch retries are core-state business', () => {
  it('getMe makes exactly one request and rejects on a server error', async () => {
    h.reply({ status: 503, statusText: 'Service Unavailable', body: '' }, { body: { id: 'u-1', email: 'late@example.com' } });
    const before = h.seen.length;
    await expect(getMe(h.client({ logLevel: 'silent' }))).rejects.toMatchObject({ status: 503 });
    expect(h.seen.length - before).toBe(1);
    // A retry would have taken this second reply; drain it so later tests get their own.
    await expect(getMe(h.client())).resolves.toEqual({ id: 'u-1', email: 'late@example.com' });
  });
});

describe('path ids', () => {
  it('are percent-encoded so an id cannot reach another route', async () => {
    const [req] = await sent(() => deletePhoneNumber(h.client(), 'a/b?c#d'));
    expect(req?.path).toBe('/frontegg/identity/resources/users/phone-numbers/v1/a%2Fb%3Fc%23d');
  });

  it.each(['', '.', '..'])('refuses %j locally with invalid_argument (a rejected promise, not a throw)', async (id) => {
    const before = h.seen.length;
    const pending = deleteMySession(h.client(), id);
    expect(pending).toBeInstanceOf(Promise);
    await expect(pending).rejects.toMatchObject({ code: 'invalid_argument', message: expect.stringContaining('id is required') });
    await expect(setTemporaryUser(h.client(), id, { expirationInSeconds: 60 })).rejects.toMatchObject({ code: 'invalid_argument' });
    expect(h.seen.length).toBe(before);
  });
});

describe('call options', () => {
  it('forward the abort signal to the request', async () => {
    const controller = new AbortController();
    controller.abort();
    const before = h.seen.length;
    await expect(listUsers(h.client(), {}, { signal: controller.signal })).rejects.toMatchObject({ name: 'AbortError' });
    await expect(createUserApiToken(h.client(), { expiresInDays: 1 }, { signal: controller.signal })).rejects.toMatchObject({ name: 'AbortError' });
    expect(h.seen.length).toBe(before);
  });
});
