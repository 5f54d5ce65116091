export { createSocialLoginStore } from './store';
export { SOCIAL_TRANSACTION_KEY } from './transaction';
export type { SocialLoginState, SocialLoginStep, SocialProvider, SocialProviderView } from './types';
