export { SOCIAL_LOGIN_FAILED } from './service';
export { PROVIDER_SHAPES, SOCIAL_PROVIDERS, isSocialProvider } from './providers';
export type { ProviderKind, ProviderShape, SocialProviderType } from './providers';
export { applySocialProvidersFromEnv } from './env';
