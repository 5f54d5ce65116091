import { useAdmin } from '../../context';

/** The security policies store's actions: stable functions of the store, taken from it rather than from a state snapshot. */
export function usePolicyActions() {
  const { admin } = useAdmin();
  const { loadGeneral, loadSessions, saveMfa, saveLockout, savePasswordHistory, saveSessions } = admin.securityPolicies.getState();
  return { loadGeneral, loadSessions, saveMfa, saveLockout, savePasswordHistory, saveSessions };
}

/** The restrictions store's actions (IP and e-mail domain tabs), taken from the store by name. */
export function useRestrictionActions() {
  const { admin } = useAdmin();
  const {
    openDialog, closeDialog, configLocksMeOut, entryMayLockMeOut, saveIpConfig, addMyIp, addIp, editIp, removeIp, showIpList, setIpPage,
    saveDomainConfig, addDomain, removeDomain,
  } = admin.restrictions.getState();
  return {
    openDialog, closeDialog, configLocksMeOut, entryMayLockMeOut, saveIpConfig, addMyIp, addIp, editIp, removeIp, showIpList, setIpPage,
    saveDomainConfig, addDomain, removeDomain,
  };
}
