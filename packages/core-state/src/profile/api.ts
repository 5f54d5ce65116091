import type { ApiClient } from '@portico/rest-api';
import { changePassword, getMe, profileImageAddress, updateMe, uploadProfileImage } from '@portico/rest-api/users';
import type { ChangePasswordRequest, UpdateMeRequest, User } from '@portico/rest-api/users';

/** The calls the profile store makes (REST or preview). */
export interface ProfileApi {
  getMe(): Promise<User>;
  updateMe(body: UpdateMeRequest): Promise<User>;
  /** Resolves to the new picture's address. */
  uploadProfileImage(dataUrl: string): Promise<string>;
  changePassword(body: ChangePasswordRequest): Promise<void>;
}

/** {@link ProfileApi} over `@portico/rest-api`; a picture the server stores is shown through the client's own address. */
export function createProfileRestApi(client: ApiClient): ProfileApi {
  const shown = (user: User): User => (user.profilePictureUrl ? { ...user, profilePictureUrl: profileImageAddress(client, user.profilePictureUrl) } : user);
  return {
    getMe: async () => shown(await getMe(client)),
    updateMe: async (body) => shown(await updateMe(client, body)),
    uploadProfileImage: async (dataUrl) => profileImageAddress(client, await uploadProfileImage(client, dataUrl)),
    changePassword: (body) => changePassword(client, body),
  };
}
