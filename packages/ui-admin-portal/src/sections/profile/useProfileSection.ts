import { selectProfileFields, selectProfilePicture, shownStatus } from '@portico/core-state/admin';
import { useStore } from '@portico/core-state/react';
import { useAdmin } from '../../context';
import { useLoadOnMount } from '../../components/useLoadOnMount';

/** The profile store's actions: stable functions of the store, taken from it rather than from a state snapshot. */
export function useProfileActions() {
  const { admin } = useAdmin();
  const { saveProfile, openChangePassword, closeChangePassword, changePassword, uploadPicture, removePicture } = admin.profile.getState();
  return { saveProfile, openChangePassword, closeChangePassword, changePassword, uploadPicture, removePicture };
}

/** The profile section's load status and editable fields (loaded on mount) and the actions. */
export function useProfileSection() {
  const { admin } = useAdmin();
  const store = admin.profile;
  useLoadOnMount(() => store.getState().load(), [store]);
  const status = useStore(store, (st) => shownStatus(st.status));
  const error = useStore(store, (st) => st.error);
  const values = useStore(store, selectProfileFields);
  return { status, error, values, ...useProfileActions() };
}

/** The profile form's save state and the (read-only) e-mail. */
export function useProfileForm() {
  const { admin } = useAdmin();
  const save = useStore(admin.profile, (st) => st.save);
  const email = useStore(admin.profile, (st) => st.profile?.email ?? '');
  return { save, email, ...useProfileActions() };
}

/** The picture shown and its upload state. */
export function useProfilePicture() {
  const { admin } = useAdmin();
  const picture = useStore(admin.profile, selectProfilePicture);
  const state = useStore(admin.profile, (st) => st.picture);
  return { picture, state, ...useProfileActions() };
}

/** The change-password dialog's state. */
export function useChangePasswordDialog() {
  const { admin } = useAdmin();
  const state = useStore(admin.profile, (st) => st.dialogs.changePassword);
  return { state, ...useProfileActions() };
}
