import type { SsoConfigurationType } from '@portico/rest-api/sso';
import type { SsoPreset } from './types';

/** Configuration type each identity-provider preset saves. */
export const SSO_PRESET_TYPE: Record<SsoPreset, SsoConfigurationType> = { okta: 'okta', 'azure-ad': 'azure', google: 'google', other: 'saml' };

/** The preset a saved configuration type reads as (OIDC configurations use the "other" preset). */
export const presetOf = (type: SsoConfigurationType | undefined): SsoPreset =>
  type === 'okta' ? 'okta' : type === 'azure' ? 'azure-ad' : type === 'google' ? 'google' : 'other';

/** True for the OpenID Connect protocol; every other type is SAML. */
export const isOidc = (type: SsoConfigurationType | undefined): boolean => type === 'oidc';
