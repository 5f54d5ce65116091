import type { ApiClient } from '../core/client';
import { IDENTITY } from '../core/paths';
import { request, type CallOptions } from '../core/request';
import type { CustomSocialLoginProvider, SocialLoginProvider } from './types';

const SSO = `${IDENTITY}/sso`;

/** `GET /sso/v1`: social login providers. */
export function getSocialLoginProviders(client: ApiClient, options?: CallOptions): Promise<SocialLoginProvider[]> {
  return request(client, { method: 'GET', path: `${SSO}/v1`, ...options });
}

/** `GET /sso/v2`: social login providers (v2). */
export function getSocialLoginProvidersV2(client: ApiClient, options?: CallOptions): Promise<SocialLoginProvider[]> {
  return request(client, { method: 'GET', path: `${SSO}/v2`, ...options });
}

/** `GET /sso/v2/authenticated`: social login providers as a signed-in user sees them. */
export function getSocialLoginProvidersV2Authenticated(client: ApiClient, options?: CallOptions): Promise<SocialLoginProvider[]> {
  return request(client, { method: 'GET', path: `${SSO}/v2/authenticated`, ...options });
}

/** `GET /sso/custom/v1`: custom social login providers, as `{ providers }`. */
export function getCustomSocialLoginProviders(client: ApiClient, options?: CallOptions): Promise<{ providers: CustomSocialLoginProvider[] }> {
  return request(client, { method: 'GET', path: `${SSO}/custom/v1`, ...options });
}
