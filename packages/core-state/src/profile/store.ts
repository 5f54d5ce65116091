import type { UpdateMeRequest, User } from '@portico/rest-api/users';
import type { StoreApi } from 'zustand/vanilla';
import { runDialog } from '../shared/dialog';
import { adminErrorMessage, closedDialog, idleAction } from '../shared/status';
import { createFlowStore } from '../shared/store';
import type { ProfileApi } from './api';
import type { ProfileFields, ProfileState } from './types';
import { assertImageDataUrl } from './validate';

/** Dependencies of {@link createProfileStore}. */
export interface ProfileDeps {
  api: ProfileApi;
  /** Called with fields of the signed-in user that changed (keeps `portico.auth` in step). */
  onUserChange?: (patch: Partial<User>) => void;
}

// Empty strings clear optional fields; the name is required by the contract, so it is sent only when given.
function toBody(fields: ProfileFields): UpdateMeRequest {
  const body: UpdateMeRequest = {};
  if (fields.name !== undefined && fields.name.trim()) body.name = fields.name.trim();
  for (const key of ['phoneNumber', 'address', 'jobTitle'] as const) {
    const value = fields[key];
    if (value !== undefined) body[key] = value.trim() ? value.trim() : null;
  }
  return body;
}

/** Creates the profile store: the signed-in user's fields, picture and password. */
export function createProfileStore(deps: ProfileDeps): StoreApi<ProfileState> {
  return createFlowStore<ProfileState>((set) => ({
    status: 'idle',
    profile: null,
    save: idleAction(),
    picture: idleAction(),
    dialogs: { changePassword: closedDialog<undefined>() },
    async load() {
      set((s) => ((s.status = 'loading'), (s.error = undefined)));
      try {
        const profile = await deps.api.getMe();
        set((s) => ((s.status = 'ready'), (s.profile = profile)));
      } catch (error) {
        set((s) => ((s.status = 'error'), (s.error = adminErrorMessage(error))));
      }
    },
    async saveProfile(fields) {
      set((s) => void (s.save = { status: 'loading' }));
      try {
        const profile = await deps.api.updateMe(toBody(fields));
        set((s) => ((s.profile = { ...s.profile, ...profile }), (s.save = { status: 'success' })));
        deps.onUserChange?.({ name: profile.name, phoneNumber: profile.phoneNumber });
        return true;
      } catch (error) {
        set((s) => void (s.save = { status: 'error', error: adminErrorMessage(error) }));
        return false;
      }
    },
    async uploadPicture(dataUrl) {
      set((s) => void (s.picture = { status: 'loading' }));
      try {
        assertImageDataUrl(dataUrl);
        const url = await deps.api.uploadProfileImage(dataUrl);
        set((s) => {
          if (s.profile) s.profile.profilePictureUrl = url;
          s.picture = { status: 'success' };
        });
        deps.onUserChange?.({ profilePictureUrl: url });
        return true;
      } catch (error) {
        set((s) => void (s.picture = { status: 'error', error: adminErrorMessage(error) }));
        return false;
      }
    },
    async removePicture() {
      set((s) => void (s.picture = { status: 'loading' }));
      try {
        // The contract's way to clear it: the server also deletes the stored picture.
        const profile = await deps.api.updateMe({ profilePictureUrl: null });
        set((s) => {
          const next = { ...s.profile, ...profile };
          delete next.profilePictureUrl;
          delete next.profileImageUrl;
          delete next.profileImage;
          s.profile = next;
          s.picture = { status: 'removed' };
        });
        // Empty, not undefined: the signed-in user's copy drops undefined fields and would keep the old picture.
        deps.onUserChange?.({ profilePictureUrl: '' });
        return true;
      } catch (error) {
        set((s) => void (s.picture = { status: 'error', error: adminErrorMessage(error) }));
        return false;
      }
    },
    openChangePassword: () => set((s) => void (s.dialogs.changePassword = { status: 'open' })),
    closeChangePassword: () => set((s) => void (s.dialogs.changePassword = closedDialog<undefined>())),
    changePassword: ({ currentPassword, newPassword }) =>
      runDialog(set, 'changePassword', undefined, () => deps.api.changePassword({ password: currentPassword, newPassword })),
  }));
}
