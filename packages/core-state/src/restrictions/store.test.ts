import { describe, expect, it } from 'vitest';
import { fakeAdminServer, httpError, type AdminHandler } from '../../test/admin-server';
import { selectIpPaging, selectVisibleDomains } from './selectors';
import { createRestrictionsStore, RESTRICTIONS_MESSAGES } from './store';

const IP = '/identity/resources/configurations/v1/restrictions/ip';
const D = '/identity/resources/configurations/restrictions/v1/email-domain';
const ME = '198.51.100.7';

function setup(routes: Record<string, AdminHandler> = {}, config = { isActive: true, strategy: 'ALLOW' }) {
  const items = Array.from({ length: 6 }, (_, i) => ({ id: `ip-${i}`, ip: `10.0.0.${i}`, strategy: 'ALLOW', isActive: true }));
  const server = fakeAdminServer({
    [`GET ${IP}`]: (r) => {
      const offset = Number(r.query.get('_offset'));
      return { items: items.slice(offset, offset + Number(r.query.get('_limit'))), _metadata: { totalItems: 6, totalPages: 2 } };
    },
    [`GET ${IP}/config`]: () => config,
    [`POST ${IP}/config`]: (r) => r.body,
    [`POST ${IP}`]: (r) => ({ id: 'ip-new', ...(r.body as object) }),
    [`DELETE ${IP}/*`]: () => ({}),
    [`POST ${IP}/verify`]: () => ({ valid: true }),
    [`POST ${IP}/verify/allow`]: () => ({ valid: false }),
    'GET /metadata/ipme': () => ({ ip: ME, version: 'v4' }),
    [`GET ${D}`]: () => [{ id: 'd1', domain: 'a.test', type: 'allow' }, { id: 'd2', domain: 'b.test', type: 'block' }],
    [`GET ${D}/config`]: () => ({ active: true, blockPublicDomains: false, listType: 'allow' }),
    [`POST ${D}/config`]: (r) => r.body,
    [`POST ${D}`]: (r) => ({ id: 'd3', ...(r.body as object) }),
    [`DELETE ${D}/*`]: () => ({}),
    ...routes,
  });
  return { ...server, store: createRestrictionsStore({ api: server.api.restrictions }) };
}
const writes = (seen: ReturnType<typeof setup>['seen']) => seen.filter((r) => r.method !== 'GET' && !r.path.includes('/verify')).map((r) => [r.method, r.path, r.body]);

describe('restrictions store: IP', () => {
  it('loads config, the config\'s list 4 per page, the caller\'s address and the self-check', async () => {
    const { store, seen } = setup();
    expect(await store.getState().loadIp()).toBe(true);
    const list = seen.find((r) => r.method === 'GET' && r.path === IP)!;
    expect(Object.fromEntries(list.query)).toEqual({ _filter: 'ALLOW', _limit: '4', _offset: '0' });
    const s = store.getState();
    expect(s.ipList.items).toHaveLength(4);
    expect(s.myIp.data).toBe(ME);
    expect(s.self).toEqual({ notBlocked: true, allowed: false });
    expect(selectIpPaging(s)).toMatchObject({ page: 0, totalPages: 2, canNext: true, canPrevious: false });
    await store.getState().setIpPage(1);
    expect(seen.at(-1)!.query.get('_offset')).toBe('4');
    expect(store.getState().ipList.items.map((i) => i.id)).toEqual(['ip-4', 'ip-5']);
  });

  it('add my current IP: an active ALLOW entry described "My IP", then the config activated', async () => {
    const { store, seen } = setup({}, { isActive: false, strategy: 'ALLOW' });
    await store.getState().loadIp();
    expect(await store.getState().addMyIp()).toBe(true);
    expect(writes(seen)).toEqual([
      ['POST', IP, { ip: ME, strategy: 'ALLOW', isActive: true, description: 'My IP' }],
      ['POST', `${IP}/config`, { isActive: true, strategy: 'ALLOW' }],
    ]);
    expect(store.getState().ipConfig.data).toEqual({ isActive: true, strategy: 'ALLOW' });
  });

  it('lock-out checks: a config change asks the server; entry changes are judged against the caller\'s address', async () => {
    const { store, seen } = setup();
    await store.getState().loadIp();
    expect(await store.getState().configLocksMeOut({ isActive: true, strategy: 'ALLOW' })).toBe(true);
    expect(seen.at(-1)!.path).toBe(`${IP}/verify/allow`);
    expect(await store.getState().configLocksMeOut({ isActive: true, strategy: 'BLOCK' })).toBe(false);
    expect(seen.at(-1)!.path).toBe(`${IP}/verify`);
    expect(await store.getState().configLocksMeOut({ isActive: false, strategy: 'ALLOW' })).toBe(false);
    const mine = { id: 'x', ip: '198.51.100.0/24', strategy: 'ALLOW' as const, isActive: true };
    expect(store.getState().entryMayLockMeOut({ removing: mine })).toBe(true);
    expect(store.getState().entryMayLockMeOut({ removing: { ...mine, ip: '10.0.0.0/8' } })).toBe(false);
    expect(store.getState().entryMayLockMeOut({ entry: { ...mine, isActive: false } })).toBe(true);
    // Editing my entry into another range that still covers me is safe; moving it off my address is not.
    expect(store.getState().entryMayLockMeOut({ entry: { ...mine, ip: '198.51.0.0/16' }, removing: mine })).toBe(false);
    expect(store.getState().entryMayLockMeOut({ entry: { ...mine, ip: '10.0.0.0/8' }, removing: mine })).toBe(true);
    expect(store.getState().entryMayLockMeOut({ entry: { ...mine, strategy: 'BLOCK' }, removing: mine })).toBe(true);
  });

  it('BLOCK mode: a block entry covering the caller is flagged; others are not', async () => {
    const { store } = setup({}, { isActive: true, strategy: 'BLOCK' });
    await store.getState().loadIp();
    expect(store.getState().entryMayLockMeOut({ entry: { ip: '198.51.100.0/24', strategy: 'BLOCK', isActive: true } })).toBe(true);
    expect(store.getState().entryMayLockMeOut({ entry: { ip: '2001:db8::/32', strategy: 'BLOCK', isActive: true } })).toBe(false);
  });

  it('refuses a malformed address locally; editing the address adds the new entry then removes the old one', async () => {
    const { store, seen } = setup();
    await store.getState().loadIp();
    expect(await store.getState().addIp({ ip: '10.0.0.300', strategy: 'ALLOW', isActive: true })).toBe(false);
    expect(store.getState().dialogs.ipAdd).toMatchObject({ status: 'error', error: RESTRICTIONS_MESSAGES.invalidIp });
    expect(writes(seen)).toEqual([]);
    expect(await store.getState().editIp('ip-1', { ip: ' 2001:db8::/48 ', strategy: 'ALLOW', isActive: true, description: ' Office ' })).toBe(true);
    expect(writes(seen)).toEqual([['POST', IP, { ip: '2001:db8::/48', strategy: 'ALLOW', isActive: true, description: 'Office' }], ['DELETE', `${IP}/ip-1`, undefined]]);
    expect(store.getState().dialogs.ipEdit.status).toBe('success');
  });

  it('a server refusal stays in the dialog with the server\'s text', async () => {
    const { store } = setup({ [`DELETE ${IP}/*`]: () => { throw httpError(404, 'IP restriction not found'); } });
    expect(await store.getState().removeIp('nope')).toBe(false);
    expect(store.getState().dialogs.ipRemove).toMatchObject({ status: 'error', error: 'IP restriction not found', target: 'nope' });
  });
});

describe('restrictions store: e-mail domains', () => {
  it('shows only entries of the listType, adds to that list, saves the config merged', async () => {
    const { store, seen } = setup();
    await store.getState().loadDomains();
    expect(selectVisibleDomains(store.getState()).map((d) => d.domain)).toEqual(['a.test']);
    expect(await store.getState().addDomain(' New.Test ')).toBe(true);
    expect(await store.getState().addDomain('not a domain')).toBe(false);
    expect(store.getState().dialogs.domainAdd.error).toBe(RESTRICTIONS_MESSAGES.invalidDomain);
    expect(await store.getState().saveDomainConfig({ blockPublicDomains: true })).toBe(true);
    expect(writes(seen)).toEqual([
      ['POST', D, { domain: 'new.test', type: 'allow' }],
      ['POST', `${D}/config`, { active: true, blockPublicDomains: true, listType: 'allow' }],
    ]);
    expect(store.getState().domainConfig.data.blockPublicDomains).toBe(true);
  });
});
