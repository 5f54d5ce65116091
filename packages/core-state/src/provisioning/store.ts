import type { StoreApi } from 'zustand/vanilla';
import { runDialog } from '../shared/dialog';
import { loadInto } from '../shared/load';
import { closedDialog, idle, inputError, openDialogState } from '../shared/status';
import { createFlowStore } from '../shared/store';
import type { ProvisioningApi } from './api';
import type { ProvisioningConnection, ProvisioningState } from './types';

/** Local refusals of the provisioning store. */
export const PROVISIONING_MESSAGES = { nameRequired: 'Connection name is required' } as const;

/** Creates the provisioning store: SCIM connections with their user counts, creation with a once-shown token, deletion. */
export function createProvisioningStore(deps: { api: ProvisioningApi }): StoreApi<ProvisioningState> {
  const { api } = deps;
  return createFlowStore<ProvisioningState>((set, get) => {
    // Counts arrive after the list; a failed count leaves null rather than failing the list.
    const count = async (ids: string[]) => {
      await Promise.all(ids.map(async (id) => {
        const n = await api.usersCount(id).catch(() => null);
        set((s) => void s.connections.data.filter((c) => c.id === id).forEach((c) => (c.userCount = n)));
      }));
    };
    return {
      connections: idle<ProvisioningConnection[]>([]),
      scimBaseUrl: '',
      dialogs: { create: closedDialog(), remove: closedDialog() },
      created: null,
      async load() {
        const ok = await loadInto(set, 'connections', async () => {
          const [list, url] = await Promise.all([api.list(), api.scimBaseUrl()]);
          set((s) => void (s.scimBaseUrl = url));
          return list.map(({ token: _token, ...c }) => ({ ...c, userCount: null }));
        });
        if (ok) await count(get().connections.data.map((c) => c.id));
        return ok;
      },
      openDialog: (name, id) => set((s) => void (s.dialogs[name] = openDialogState(id))),
      closeDialog: (name) => set((s) => void (s.dialogs[name] = closedDialog())),
      create: (input) =>
        runDialog(set, 'create', undefined, async () => {
          const connectionName = input.connectionName.trim();
          if (!connectionName) throw inputError(PROVISIONING_MESSAGES.nameRequired);
          const made = await api.create({ ...input, connectionName });
          const { token, ...listed } = made;
          // The list never keeps the token: it lives only in `created` until dismissed.
          set((s) => {
            s.connections.data.push({ ...listed, userCount: 0 });
            s.created = token ? { id: made.id, connectionName: made.connectionName, token } : null;
          });
        }),
      dismissToken: () => set((s) => void (s.created = null)),
      deleteConnection: (id) =>
        runDialog(set, 'remove', id, async () => {
          await api.remove(id);
          set((s) => void (s.connections.data = s.connections.data.filter((c) => c.id !== id)));
        }),
    };
  });
}
