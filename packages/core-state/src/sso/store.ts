import type { StoreApi } from 'zustand/vanilla';
import { runDialog } from '../shared/dialog';
import { loadInto } from '../shared/load';
import { adminErrorMessage, closedDialog, idle, idleAction, inputError, type ActionState } from '../shared/status';
import { createFlowStore, type Recipe } from '../shared/store';
import type { SsoApi } from './api';
import type { SsoState } from './types';

/** Local refusals of the SSO store. */
export const SSO_MESSAGES = {
  noConfig: 'Save a domain first',
  badUrl: 'Enter an http(s) address',
} as const;

type ActionKey = 'save' | 'validate' | 'metadata' | 'rolesSave';

async function runAction(set: (r: Recipe<SsoState>) => void, key: ActionKey, call: () => Promise<void>): Promise<boolean> {
  set((s) => void (s[key] = { status: 'loading' }));
  try {
    await call();
    set((s) => void (s[key] = { status: 'success' }));
    return true;
  } catch (error) {
    set((s) => void (s[key] = { status: 'error', error: adminErrorMessage(error) } satisfies ActionState));
    return false;
  }
}

/** Creates the SSO store: the tenant's SAML / OIDC configuration, domain verification, default roles and group mappings. */
export function createSsoStore(deps: { api: SsoApi }): StoreApi<SsoState> {
  const { api } = deps;
  return createFlowStore<SsoState>((set, get) => {
    const apply = (config: Awaited<ReturnType<SsoApi['getConfig']>>) => set((s) => void ((s.config.data = config), (s.config.status = 'ready')));
    return {
      config: idle(null),
      roles: idle([]),
      defaultRoles: idle([]),
      groups: idle([]),
      save: idleAction(),
      validate: idleAction(),
      metadata: idleAction(),
      rolesSave: idleAction(),
      dialogs: { group: closedDialog(), removeGroup: closedDialog(), removeConfig: closedDialog() },
      load: async () => {
        const results = await Promise.all([
          loadInto(set, 'config', api.getConfig), loadInto(set, 'defaultRoles', api.getDefaultRoles),
          loadInto(set, 'groups', api.getGroups), loadInto(set, 'roles', api.getRoles),
        ]);
        return results.every(Boolean);
      },
      saveConfig: (input) =>
        runAction(set, 'save', async () => {
          const domain = input.domain.trim().toLowerCase();
          const { oidcSecret, ...fields } = input;
          if (!domain) {
            // Product-spec §5: no domain, no call; the form's values stay in local state until a domain is given.
            set((s) => void (s.config.data = { ...(s.config.data ?? { enabled: false }), ...fields, domain: undefined }));
            return;
          }
          // One call with every field the admin changed: a new domain resets the IdP fields on the server (product-spec
          // §5), then the values entered with it apply; values left as saved are not resent (a new domain clears them).
          const saved = get().config.data as Record<string, unknown> | null;
          const changed = Object.fromEntries(Object.entries(fields).filter(([k, v]) => k === 'type' || v !== (saved?.[k] ?? (k === 'signRequest' ? false : ''))));
          apply(await api.saveConfig({ ...changed, type: fields.type, domain, ...(oidcSecret ? { oidcSecret } : {}) }));
        }),
      openRemoveConfig: () => set((s) => void (s.dialogs.removeConfig = { status: 'open' })),
      removeConfig: () =>
        runDialog(set, 'removeConfig', undefined, async () => {
          const id = get().config.data?.id;
          if (!id) throw inputError(SSO_MESSAGES.noConfig);
          await api.deleteConfig(id);
          // Its domains, default roles and group mappings went with it: everything is read again.
          apply(await api.getConfig());
          set((s) => ((s.defaultRoles = { status: 'ready', data: [] }), (s.groups = { status: 'ready', data: [] }), (s.save = idleAction())));
        }),
      setEnabled: (enabled) =>
        runAction(set, 'save', async () => {
          if (!get().config.data?.domain) throw inputError(SSO_MESSAGES.noConfig);
          apply(await api.saveConfig({ enabled }));
        }),
      validateDomain: () => runAction(set, 'validate', async () => apply(await api.validateDomain())),
      uploadMetadata: (xml) => runAction(set, 'metadata', async () => apply(await api.uploadMetadata(xml))),
      metadataFromUrl: (url) =>
        runAction(set, 'metadata', async () => {
          if (!/^https?:\/\/\S+$/i.test(url.trim())) throw inputError(SSO_MESSAGES.badUrl);
          const id = get().config.data?.id;
          if (!id) throw inputError(SSO_MESSAGES.noConfig);
          apply(await api.metadataFromUrl(id, url.trim()));
        }),
      setDefaultRoles: (roleIds) =>
        runAction(set, 'rolesSave', async () => {
          const saved = await api.setDefaultRoles(roleIds);
          set((s) => void ((s.defaultRoles.data = saved), (s.defaultRoles.status = 'ready')));
        }),
      openGroupDialog: (id) => set((s) => void (s.dialogs.group = id ? { status: 'open', target: id } : { status: 'open' })),
      openRemoveGroup: (id) => set((s) => void (s.dialogs.removeGroup = { status: 'open', target: id })),
      closeDialog: (name) => set((s) => void (s.dialogs[name] = { status: 'closed' })),
      saveGroup: ({ id, group, roleIds }) =>
        runDialog(set, 'group', id, async () => {
          const saved = id ? await api.updateGroup(id, { group, roleIds }) : await api.createGroup(group, roleIds);
          set((s) => void (s.groups.data = id ? s.groups.data.map((g) => (g.id === id ? saved : g)) : [...s.groups.data, saved]));
        }),
      removeGroup: (id) =>
        runDialog(set, 'removeGroup', id, async () => {
          await api.deleteGroup(id);
          set((s) => void (s.groups.data = s.groups.data.filter((g) => g.id !== id)));
        }),
    };
  });
}
