export { createSsoRestApi } from './api';
export type { SsoApi } from './api';
export { createSsoStore, SSO_MESSAGES } from './store';
export { SSO_PRESET_TYPE, isOidc, presetOf } from './presets';
export type { SsoFormInput, SsoPreset, SsoState } from './types';
