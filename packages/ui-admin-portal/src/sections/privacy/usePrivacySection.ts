import { selectHasOtherSessions, selectMfaDevices, selectMfaEnrolled, selectSessions } from '@portico/core-state/admin';
import { useStore } from '@portico/core-state/react';
import { useAdmin } from '../../context';
import { useLoadOnMount } from '../../components/useLoadOnMount';

/** The privacy store's actions: stable functions of the store, taken from it rather than from a state snapshot. */
export function usePrivacyActions() {
  const { admin } = useAdmin();
  const {
    openRevokeSession, openRevokeOthers, closeDialog, revokeSession, revokeOtherSessions, openDisableMfa, disableMfa, startDisableSms,
  } = admin.privacy.getState();
  return { openRevokeSession, openRevokeOthers, closeDialog, revokeSession, revokeOtherSessions, openDisableMfa, disableMfa, startDisableSms };
}

/** Whether the passkeys tab shows (loaded on mount): the vendor has them on, or the user still has some to remove. */
export function usePrivacySection() {
  const { admin } = useAdmin();
  const store = admin.passkeys;
  useLoadOnMount(() => store.getState().load(), [store]);
  return { passkeysOn: useStore(store, (st) => st.canAdd || st.devices.data.length > 0) };
}

/** The login sessions (loaded on mount), whether others exist, the two revoke dialogs and the actions. */
export function useSessionsTab() {
  const { admin } = useAdmin();
  const store = admin.privacy;
  useLoadOnMount(() => store.getState().loadSessions(), [store]);
  const sessions = useStore(store, selectSessions);
  const load = useStore(store, (st) => st.sessions);
  const others = useStore(store, selectHasOtherSessions);
  const revokeOne = useStore(store, (st) => st.dialogs.revokeSession);
  const revokeOthers = useStore(store, (st) => st.dialogs.revokeOthers);
  return { sessions, load, others, revokeOne, revokeOthers, ...usePrivacyActions() };
}

/** The tenant's session limits that apply to the user (loaded on mount). */
export function useSessionLimits() {
  const { admin } = useAdmin();
  const store = admin.privacy;
  useLoadOnMount(() => store.getState().loadSessionLimits(), [store]);
  return useStore(store, (st) => st.sessionLimits);
}

/** The MFA devices (loaded on mount), whether any is enrolled, their load state and the actions. */
export function useMfaDevices() {
  const { admin } = useAdmin();
  const store = admin.privacy;
  useLoadOnMount(() => store.getState().loadMfaDevices(), [store]);
  const devices = useStore(store, selectMfaDevices);
  const enrolled = useStore(store, selectMfaEnrolled);
  const load = useStore(store, (st) => st.mfa);
  return { devices, enrolled, load, ...usePrivacyActions() };
}

/** The turn-off-MFA dialog's state and the actions. */
export function useDisableMfaDialog() {
  const { admin } = useAdmin();
  const state = useStore(admin.privacy, (st) => st.dialogs.disableMfa);
  return { state, ...usePrivacyActions() };
}

/** The passkeys, whether one may be added, the add state, the remove dialog and the passkey actions. */
export function usePasskeys() {
  const { admin } = useAdmin();
  const store = admin.passkeys;
  const devices = useStore(store, (st) => st.devices);
  const canAdd = useStore(store, (st) => st.canAdd);
  const adding = useStore(store, (st) => st.adding);
  const removeDialog = useStore(store, (st) => st.dialogs.remove);
  const { add, openRemove, closeRemove, remove } = store.getState();
  return { devices, canAdd, adding, removeDialog, add, openRemove, closeRemove, remove };
}
