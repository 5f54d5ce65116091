export { createProfileRestApi } from './api';
export type { ProfileApi } from './api';
export { createProfileStore } from './store';
export type { ProfileDeps } from './store';
export type { ChangePasswordInput, ProfileFields, ProfileState } from './types';
export { selectChangePasswordOpen, selectProfileFields, selectProfilePicture } from './selectors';
export { INVALID_IMAGE_MESSAGE, assertImageDataUrl, isImageDataUrl } from './validate';
