import { useMemo } from 'react';
import { selectAdjustInitial, selectRecommendationRows, shownStatus } from '@portico/core-state/admin';
import { useStore } from '@portico/core-state/react';
import { useAdmin } from '../../../context';
import { useLoadOnMount } from '../../../components/useLoadOnMount';

/** The security centre store's actions, taken from the store by name. */
export function useSecurityCenterActions() {
  const { admin } = useAdmin();
  const { openDialog, closeDialog, resetBreachedPasswords, adjustSession } = admin.securityCenter.getState();
  return { openDialog, closeDialog, resetBreachedPasswords, adjustSession };
}

/** The centre's load state (loaded on mount), notice, recommendations, insights and reset dialog. */
export function useSecurityCenter() {
  const { admin } = useAdmin();
  const store = admin.securityCenter;
  useLoadOnMount(() => store.getState().load(), [store]);
  const status = useStore(store, (st) => shownStatus(st.status));
  const error = useStore(store, (st) => st.error);
  const notice = useStore(store, (st) => st.notice);
  const rows = useStore(store, selectRecommendationRows);
  const insights = useStore(store, (st) => st.insights);
  const reset = useStore(store, (st) => st.dialogs.resetBreached);
  return { status, error, notice, rows, insights, reset, ...useSecurityCenterActions() };
}

/** The score and its points per area. */
export function useSecurityScore() {
  const { admin } = useAdmin();
  const score = useStore(admin.securityCenter, (st) => st.score);
  const scoring = useStore(admin.securityCenter, (st) => st.scoring);
  return { score, scoring };
}

/** The adjust dialog's state and the stored value of the setting it adjusts. */
export function useAdjustDialog() {
  const { admin } = useAdmin();
  const store = admin.securityCenter;
  const state = useStore(store, (st) => st.dialogs.adjust);
  const initial = useStore(store, useMemo(() => selectAdjustInitial(state.target), [state.target]));
  return { state, initial, ...useSecurityCenterActions() };
}
