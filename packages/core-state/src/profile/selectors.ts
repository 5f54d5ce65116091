import { memoSelector } from '../shared/memo';
import { isDialogOpen } from '../shared/status';
import type { ProfileState } from './types';

/** The picture to show: the uploaded one, else the provider's. */
export const selectProfilePicture = (s: ProfileState): string | undefined =>
  s.profile?.profilePictureUrl ?? s.profile?.profileImageUrl ?? s.profile?.profileImage ?? undefined;

/** The form's initial values (empty strings for missing fields). */
export const selectProfileFields = memoSelector(
  (s: ProfileState) => [s.profile] as const,
  (p) => ({ name: p?.name ?? '', phoneNumber: p?.phoneNumber ?? p?.phone ?? '', address: p?.address ?? '', jobTitle: p?.jobTitle ?? '' }),
);

/** Whether the change-password dialog is shown. */
export const selectChangePasswordOpen = (s: ProfileState): boolean => isDialogOpen(s.dialogs.changePassword);
