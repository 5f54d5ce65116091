import type { StoreApi } from 'zustand/vanilla';
import { runDialog } from '../shared/dialog';
import { loadInto } from '../shared/load';
import { inputError, adminErrorMessage, closedDialog, idle } from '../shared/status';
import { createFlowStore } from '../shared/store';
import type { PrivacyApi } from './api';
import type { MfaDisableTarget, PrivacyState } from './types';

/** Local refusals of the privacy store. */
export const PRIVACY_MESSAGES = {
  currentSession: 'The current session ends with logout',
  codeRequired: 'Enter the code to confirm',
  smsNotSent: 'Send the code to the phone first',
  noTarget: 'Choose what to disable',
} as const;

/** Creates the privacy store: login sessions and MFA devices of the signed-in user. */
export function createPrivacyStore(deps: { api: PrivacyApi }): StoreApi<PrivacyState> {
  const { api } = deps;
  return createFlowStore<PrivacyState>((set, get) => {
    const loadSessions = async () =>
      void (await loadInto(set, 'sessions', async () => {
        const data = await api.getMySessions();
        // The list should mark the current session; when it does not, ask which one it is.
        if (!data.length || data.some((x) => x.current)) return data;
        const current = await api.getMyCurrentSession().catch(() => null);
        return current ? data.map((x) => ({ ...x, current: x.id === current.id })) : data;
      }));
    const loadMfaDevices = async () => void (await loadInto(set, 'mfa', () => api.getMfaDevices()));
    const disable = async (target: MfaDisableTarget, code: string | undefined) => {
      const value = code?.trim() ?? '';
      if (target.kind === 'webauthn' && target.id) return api.mfaWebAuthnDisable(target.id);
      if (!value) throw inputError(PRIVACY_MESSAGES.codeRequired);
      if (target.kind === 'all') return api.mfaDisable(value);
      if (target.kind === 'authenticator' && target.id) return api.mfaAuthenticatorDisable(target.id, value);
      if (target.kind === 'sms' && target.id) {
        if (!target.otcToken) throw inputError(PRIVACY_MESSAGES.smsNotSent);
        return api.mfaSmsDisableVerify(target.id, { otcToken: target.otcToken, code: value });
      }
      throw inputError(PRIVACY_MESSAGES.noTarget);
    };
    return {
      sessions: idle([]),
      mfa: idle(null),
      sessionLimits: idle(null),
      dialogs: { revokeSession: closedDialog(), revokeOthers: closedDialog<undefined>(), disableMfa: closedDialog<MfaDisableTarget>() },
      loadSessions,
      loadMfaDevices,
      loadSessionLimits: async () => void (await loadInto(set, 'sessionLimits', () => api.getSessionConfiguration())),
      openRevokeSession: (target) => set((s) => void (s.dialogs.revokeSession = { status: 'open', target })),
      openRevokeOthers: () => set((s) => void (s.dialogs.revokeOthers = { status: 'open' })),
      openDisableMfa: (target) => set((s) => void (s.dialogs.disableMfa = { status: 'open', target })),
      closeDialog: (name) => set((s) => void (s.dialogs[name] = { status: 'closed' })),
      async revokeSession(sessionId) {
        const ok = await runDialog(set, 'revokeSession', sessionId, async () => {
          if (get().sessions.data.find((x) => x.id === sessionId)?.current) throw inputError(PRIVACY_MESSAGES.currentSession);
          await api.deleteMySession(sessionId);
        });
        if (ok) set((s) => void (s.sessions.data = s.sessions.data.filter((x) => x.id !== sessionId)));
        return ok;
      },
      async revokeOtherSessions() {
        const ok = await runDialog(set, 'revokeOthers', undefined, () => api.deleteAllMySessions());
        if (ok) set((s) => void (s.sessions.data = s.sessions.data.filter((x) => x.current)));
        return ok;
      },
      async startDisableSms(deviceId) {
        set((s) => void (s.dialogs.disableMfa = { status: 'loading', target: { kind: 'sms', id: deviceId } }));
        try {
          const { otcToken } = await api.mfaSmsDisable(deviceId);
          // The code is on its way: the dialog stays open for it.
          set((s) => void (s.dialogs.disableMfa = { status: 'open', target: { kind: 'sms', id: deviceId, otcToken } }));
          return true;
        } catch (error) {
          set((s) => void (s.dialogs.disableMfa = { status: 'error', target: { kind: 'sms', id: deviceId }, error: adminErrorMessage(error) }));
          return false;
        }
      },
      async disableMfa(code) {
        const target = get().dialogs.disableMfa.target;
        const ok = await runDialog(set, 'disableMfa', target, () => disable(target ?? { kind: 'all' }, code));
        if (ok) await loadMfaDevices();
        return ok;
      },
    };
  });
}
