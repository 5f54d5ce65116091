import type { ApiClient } from '@portico/rest-api';
import { changePassword, getMe, updateMe, uploadProfileImage } from '@portico/rest-api/users';
import type { ChangePasswordRequest, UpdateMeRequest, User } from '@portico/rest-api/users';

/** The calls the profile store makes (REST or preview). */
export interface ProfileApi {
  getMe(): Promise<User>;
  updateMe(body: UpdateMeRequest): Promise<User>;
  /** Resolves to the new picture's address. */
  uploadProfileImage(dataUrl: string): Promise<string>;
  changePassword(body: ChangePasswordRequest): Promise<void>;
}

/** {@link ProfileApi} over `@portico/rest-api`. */
export const createProfileRestApi = (client: ApiClient): ProfileApi => ({
  getMe: () => getMe(client),
  updateMe: (body) => updateMe(client, body),
  uploadProfileImage: (dataUrl) => uploadProfileImage(client, dataUrl),
  changePassword: (body) => changePassword(client, body),
});
