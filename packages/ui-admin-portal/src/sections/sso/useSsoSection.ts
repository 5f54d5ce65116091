import { useStore } from '@portico/core-state/react';
import { useAdmin } from '../../context';
import { useLoadOnMount } from '../../components/useLoadOnMount';

/** The SSO store's actions: stable functions of the store, taken from it rather than from a state snapshot. */
export function useSsoActions() {
  const { admin } = useAdmin();
  const {
    saveConfig, openRemoveConfig, removeConfig, closeDialog, setEnabled, validateDomain, uploadMetadata, metadataFromUrl, setDefaultRoles,
    openGroupDialog, openRemoveGroup, saveGroup, removeGroup,
  } = admin.sso.getState();
  return {
    saveConfig, openRemoveConfig, removeConfig, closeDialog, setEnabled, validateDomain, uploadMetadata, metadataFromUrl, setDefaultRoles,
    openGroupDialog, openRemoveGroup, saveGroup, removeGroup,
  };
}

/** The SSO configuration's load state (loaded on mount). */
export function useSsoSection() {
  const { admin } = useAdmin();
  const store = admin.sso;
  useLoadOnMount(() => store.getState().load(), [store]);
  return { config: useStore(store, (st) => st.config) };
}

/** The saved SSO configuration (undefined before it loads or when there is none). */
export function useSsoConfig() {
  const { admin } = useAdmin();
  return useStore(admin.sso, (st) => st.config.data);
}

/** The IdP form: the saved configuration, the save state and the remove dialog. */
export function useSsoConfigForm() {
  const { admin } = useAdmin();
  const config = useSsoConfig();
  const save = useStore(admin.sso, (st) => st.save);
  const remove = useStore(admin.sso, (st) => st.dialogs.removeConfig);
  return { config, save, remove, ...useSsoActions() };
}

/** The status card: the configuration and the save state of the on/off switch. */
export function useSsoStatus() {
  const { admin } = useAdmin();
  const config = useSsoConfig();
  const save = useStore(admin.sso, (st) => st.save);
  return { config, save, ...useSsoActions() };
}

/** The domain card: the configuration and the validation state. */
export function useSsoDomain() {
  const { admin } = useAdmin();
  const config = useSsoConfig();
  const validate = useStore(admin.sso, (st) => st.validate);
  return { config, validate, ...useSsoActions() };
}

/** The metadata card: the upload state and whether the configuration is OIDC (no metadata then). */
export function useSsoMetadata() {
  const { admin } = useAdmin();
  const state = useStore(admin.sso, (st) => st.metadata);
  const oidc = useStore(admin.sso, (st) => st.config.data?.type === 'oidc');
  return { state, oidc, ...useSsoActions() };
}

/** The default roles: the roles offered, the saved choice and the save state. */
export function useSsoDefaultRoles() {
  const { admin } = useAdmin();
  const roles = useStore(admin.sso, (st) => st.roles.data);
  const saved = useStore(admin.sso, (st) => st.defaultRoles.data);
  const state = useStore(admin.sso, (st) => st.rolesSave);
  return { roles, saved, state, ...useSsoActions() };
}

/** The group mappings, the roles they map to, and the edit and remove dialogs. */
export function useSsoGroupMappings() {
  const { admin } = useAdmin();
  const store = admin.sso;
  const groups = useStore(store, (st) => st.groups.data);
  const roles = useStore(store, (st) => st.roles.data);
  const dialog = useStore(store, (st) => st.dialogs.group);
  const remove = useStore(store, (st) => st.dialogs.removeGroup);
  return { groups, roles, dialog, remove, ...useSsoActions() };
}
