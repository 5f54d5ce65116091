import type { IpRestrictionsConfig, IpRestrictionStrategy } from '@portico/rest-api/configurations';
import type { StoreApi } from 'zustand/vanilla';
import { runDialog } from '../shared/dialog';
import { loadInto } from '../shared/load';
import { adminErrorMessage, closedDialog, idle, idleAction, inputError, openDialogState, type ActionState } from '../shared/status';
import { createFlowStore, type Recipe } from '../shared/store';
import type { RestrictionsApi } from './api';
import { ipInRange, isIpOrCidr } from './match';
import type { IpEntryInput, RestrictionsDialogs, RestrictionsState } from './types';

/** IP entries shown per page (product-spec §9: IP restrictions 4 in screen). */
export const IP_RESTRICTIONS_PAGE_SIZE = 4;
/** Description of the entry "add my current IP" creates (product-spec §4). */
export const MY_IP_DESCRIPTION = 'My IP';

/** Local refusals of the restrictions store. */
export const RESTRICTIONS_MESSAGES = {
  invalidIp: 'Enter an IPv4 or IPv6 address or CIDR range',
  invalidDomain: 'Enter a domain such as example.com',
  noCurrentIp: 'Your current IP address is not known',
} as const;

const DOMAIN = /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i;

const closedDialogs = (): RestrictionsDialogs => ({
  ipAdd: closedDialog<undefined>(), ipEdit: closedDialog(), ipRemove: closedDialog(), domainAdd: closedDialog<undefined>(), domainRemove: closedDialog(),
});

function entry(input: IpEntryInput): IpEntryInput {
  const ip = input.ip.trim();
  if (!isIpOrCidr(ip)) throw inputError(RESTRICTIONS_MESSAGES.invalidIp);
  const description = input.description?.trim();
  return { ip, strategy: input.strategy, isActive: input.isActive, ...(description ? { description } : {}) };
}

/** Creates the restrictions store: IP restrictions (list, config, self-check) and e-mail domain restrictions. */
export function createRestrictionsStore(deps: { api: RestrictionsApi }): StoreApi<RestrictionsState> {
  const { api } = deps;
  return createFlowStore<RestrictionsState>((set, get) => {
    const action = async (key: 'ipConfigSave' | 'domainConfigSave', call: () => Promise<unknown>) => {
      set((s) => void (s[key] = { status: 'loading' } as ActionState));
      try {
        await call();
        set((s) => void (s[key] = { status: 'success' }));
        return true;
      } catch (error) {
        set((s) => void (s[key] = { status: 'error', error: adminErrorMessage(error) }));
        return false;
      }
    };
    const loadPage = async (page: number, strategy: IpRestrictionStrategy = get().ipList.strategy) => {
      set((s) => ((s.ipList.status = 'loading'), (s.ipList.error = undefined)));
      try {
        const res = await api.getIpRestrictions({ _filter: strategy, _limit: IP_RESTRICTIONS_PAGE_SIZE, _offset: page * IP_RESTRICTIONS_PAGE_SIZE });
        const totalItems = res._metadata?.totalItems ?? res.items.length;
        set((s) => void (s.ipList = { ...s.ipList, status: 'ready', items: res.items, page, strategy, totalItems,
          totalPages: res._metadata?.totalPages ?? Math.ceil(totalItems / IP_RESTRICTIONS_PAGE_SIZE) }));
        return true;
      } catch (error) {
        set((s) => ((s.ipList.status = 'error'), (s.ipList.error = adminErrorMessage(error))));
        return false;
      }
    };
    const selfCheck = async () => {
      try {
        const [notBlocked, allowed] = await Promise.all([api.verifyNotBlocked(), api.verifyAllowed()]);
        set((s) => void (s.self = { notBlocked: notBlocked.valid, allowed: allowed.valid }));
      } catch {
        // Unknown stays unknown: the portal then warns on every change that could lock out.
        set((s) => void (s.self = {}));
      }
    };
    // After an entry change: the list page (clamped), and the self-check the warnings read.
    const afterEntryChange = async () => {
      const { page, totalItems } = get().ipList;
      await Promise.all([loadPage(Math.min(page, Math.max(0, Math.ceil(totalItems / IP_RESTRICTIONS_PAGE_SIZE) - 1))), selfCheck()]);
    };
    const domainsDialog = async (name: 'domainAdd' | 'domainRemove', target: string | undefined, call: () => Promise<unknown>) => {
      const ok = await runDialog(set as (r: Recipe<RestrictionsState>) => void, name, target, call);
      if (ok) await loadInto(set, 'domains', () => api.getDomains());
      return ok;
    };
    const covers = (ip: string) => { const me = get().myIp.data; return !!me && ipInRange(me, ip); };

    return {
      ipConfig: idle<IpRestrictionsConfig>({ isActive: false, strategy: 'ALLOW' }),
      ipList: { status: 'idle', items: [], totalItems: 0, totalPages: 0, page: 0, pageSize: IP_RESTRICTIONS_PAGE_SIZE, strategy: 'ALLOW' },
      myIp: idle<string | null>(null),
      self: {},
      ipConfigSave: idleAction(),
      domainConfig: idle({ active: false, blockPublicDomains: false, listType: 'block' as const }),
      domains: idle([]),
      domainConfigSave: idleAction(),
      dialogs: closedDialogs(),

      async loadIp() {
        const [ok] = await Promise.all([
          loadInto(set, 'ipConfig', () => api.getIpConfig()),
          loadInto(set, 'myIp', async () => (await api.getMyIp()) ?? null),
          selfCheck(),
        ]);
        return (await loadPage(0, get().ipConfig.data.strategy)) && ok;
      },
      setIpPage: (page) => loadPage(Math.max(0, Math.floor(page))),
      showIpList: (strategy) => loadPage(0, strategy),

      async configLocksMeOut(next) {
        if (!next.isActive) return false;
        try {
          const res = next.strategy === 'ALLOW' ? await api.verifyAllowed() : await api.verifyNotBlocked();
          return !res.valid;
        } catch {
          return true;
        }
      },
      entryMayLockMeOut({ entry: e, removing }) {
        const config = get().ipConfig.data;
        if (!config.isActive) return false;
        if (!get().myIp.data) return true;
        if (config.strategy === 'BLOCK') return !!e && e.strategy === 'BLOCK' && e.isActive && covers(e.ip);
        // ALLOW mode: an active allow entry covering the caller keeps them in; taking one away (or deactivating it) may not.
        if (e && e.strategy === 'ALLOW' && e.isActive && covers(e.ip)) return false;
        if (removing && removing.strategy === 'ALLOW' && removing.isActive && covers(removing.ip)) return true;
        return !!e && e.strategy === 'ALLOW' && !e.isActive && covers(e.ip);
      },

      async saveIpConfig(next) {
        const ok = await action('ipConfigSave', async () => {
          const saved = await api.saveIpConfig(next);
          set((s) => void (s.ipConfig = { status: 'ready', data: saved }));
        });
        if (ok) await Promise.all([loadPage(0, next.strategy), selfCheck()]);
        return ok;
      },
      async addIp(input) {
        const ok = await runDialog(set, 'ipAdd', undefined, () => api.saveIpRestriction(entry(input)));
        if (ok) await afterEntryChange();
        return ok;
      },
      async editIp(id, input) {
        const old = get().ipList.items.find((i) => i.id === id);
        const ok = await runDialog(set, 'ipEdit', id, async () => {
          const next = entry(input);
          await api.saveIpRestriction(next);
          if (old && old.ip !== next.ip) await api.deleteIpRestriction(id);
        });
        if (ok) await afterEntryChange();
        return ok;
      },
      async removeIp(id) {
        const ok = await runDialog(set, 'ipRemove', id, () => api.deleteIpRestriction(id));
        if (ok) await afterEntryChange();
        return ok;
      },
      async addMyIp() {
        const ok = await action('ipConfigSave', async () => {
          const ip = get().myIp.data ?? (await api.getMyIp());
          if (!ip) throw inputError(RESTRICTIONS_MESSAGES.noCurrentIp);
          await api.saveIpRestriction({ ip, strategy: 'ALLOW', isActive: true, description: MY_IP_DESCRIPTION });
          const saved = await api.saveIpConfig({ isActive: true, strategy: 'ALLOW' });
          set((s) => void (s.ipConfig = { status: 'ready', data: saved }));
        });
        if (ok) await Promise.all([loadPage(0, 'ALLOW'), selfCheck()]);
        return ok;
      },

      async loadDomains() {
        const [a, b] = await Promise.all([loadInto(set, 'domainConfig', () => api.getDomainConfig()), loadInto(set, 'domains', () => api.getDomains())]);
        return a && b;
      },
      saveDomainConfig: (change) =>
        action('domainConfigSave', async () => {
          const saved = await api.saveDomainConfig({ ...get().domainConfig.data, ...change });
          set((s) => void (s.domainConfig = { status: 'ready', data: saved }));
        }),
      addDomain: (domain, type) =>
        domainsDialog('domainAdd', undefined, () => {
          const d = domain.trim().toLowerCase();
          if (!DOMAIN.test(d)) throw inputError(RESTRICTIONS_MESSAGES.invalidDomain);
          return api.addDomain({ domain: d, type: type ?? get().domainConfig.data.listType ?? 'block' });
        }),
      removeDomain: (id) => domainsDialog('domainRemove', id, () => api.deleteDomain(id)),

      openDialog: (name, id) => set((s) => void (s.dialogs[name] = openDialogState(id))),
      closeDialog: (name) => set((s) => void (s.dialogs[name] = { status: 'closed' })),
    };
  });
}
