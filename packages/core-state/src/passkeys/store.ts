import type { StoreApi } from 'zustand/vanilla';
import { runDialog } from '../shared/dialog';
import { loadInto } from '../shared/load';
import { adminErrorMessage, closedDialog, idle, idleAction } from '../shared/status';
import { createFlowStore } from '../shared/store';
import type { PasskeysApi } from './api';
import { browserCeremony, isBrowserRefusal, type WebAuthnCeremony } from './ceremony';
import { PASSKEY_MESSAGES } from './messages';
import type { PasskeysState } from './state';

/** Creates `admin.passkeys`: list, add (browser ceremony + server check) and remove the user's passkeys. */
export function createPasskeysStore(deps: { api: PasskeysApi; ceremony?: WebAuthnCeremony }): StoreApi<PasskeysState> {
  const { api } = deps;
  const ceremony = deps.ceremony ?? browserCeremony;
  return createFlowStore<PasskeysState>((set) => ({
    devices: idle([]),
    canAdd: false,
    adding: idleAction(),
    dialogs: { remove: closedDialog() },
    async load() {
      const active = await api.getActiveAuthStrategies().then((s) => s.includes('Passkeys')).catch(() => false);
      set((s) => void (s.canAdd = active && ceremony.supported()));
      await loadInto(set, 'devices', () => api.listPasskeys());
    },
    async add() {
      set((s) => void (s.adding = { status: 'loading' }));
      try {
        if (!ceremony.supported()) throw new Error(PASSKEY_MESSAGES.unsupported);
        const credential = await ceremony.create(await api.passkeyRegistrationOptions());
        const device = await api.registerPasskey(credential);
        set((s) => ((s.adding = { status: 'success' }), void s.devices.data.push(device)));
        return true;
      } catch (error) {
        const message = isBrowserRefusal(error) ? PASSKEY_MESSAGES.cancelled : error instanceof Error && error.message === PASSKEY_MESSAGES.unsupported ? error.message : adminErrorMessage(error);
        set((s) => void (s.adding = { status: 'error', error: message }));
        return false;
      }
    },
    openRemove: (id) => set((s) => void (s.dialogs.remove = { status: 'open', target: id })),
    closeRemove: () => set((s) => void (s.dialogs.remove = closedDialog())),
    async remove(id) {
      const ok = await runDialog(set, 'remove', id, () => api.deletePasskey(id));
      if (ok) set((s) => void (s.devices.data = s.devices.data.filter((d) => d.id !== id)));
      return ok;
    },
  }));
}
