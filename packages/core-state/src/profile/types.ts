import type { User } from '@portico/rest-api/users';
import type { ActionState, DialogState, LoadStatus } from '../shared/status';

/** Editable profile fields (product-spec §2 Profile); an empty string clears an optional field. */
export interface ProfileFields {
  name?: string;
  phoneNumber?: string;
  address?: string;
  jobTitle?: string;
}

/** Body of the change-password dialog. */
export interface ChangePasswordInput {
  currentPassword: string;
  newPassword: string;
}

/** State of `admin.profile`. */
export interface ProfileState {
  status: LoadStatus;
  error?: string;
  /** The signed-in user's profile (null until loaded). */
  profile: User | null;
  /** The profile form's save. */
  save: ActionState;
  /** The picture upload or removal (`removed` once a removal succeeded). */
  picture: ActionState | { status: 'removed' };
  /** The change-password dialog. */
  dialogs: { changePassword: DialogState<undefined> };
  /** Loads the profile (`GET /users/v2/me`). */
  load(): Promise<void>;
  /** Saves name, phoneNumber, address, jobTitle; resolves whether it succeeded. */
  saveProfile(fields: ProfileFields): Promise<boolean>;
  /** Uploads a picture given as a base64 image data URL (PNG, JPEG, GIF, WebP; refused locally otherwise). */
  uploadPicture(dataUrl: string): Promise<boolean>;
  /** Removes the picture (`PUT /users/v2/me` with `profilePictureUrl: null`); resolves whether it succeeded. */
  removePicture(): Promise<boolean>;
  openChangePassword(): void;
  closeChangePassword(): void;
  /** Changes the password (current + new); the dialog closes on success, stays open with the error otherwise. */
  changePassword(input: ChangePasswordInput): Promise<boolean>;
}
