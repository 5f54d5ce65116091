import { z } from 'zod';

// Response shapes of team SSO calls (product-spec §3 "SSO config"); strict, so a leaked field such as oidcSecret fails.

const ids = z.array(z.string());
const ssoType = z.enum(['saml', 'okta', 'azure', 'google', 'oidc']);

/** A domain claimed by an SSO configuration. */
export const ssoDomainResponseSchema = z.strictObject({ id: z.string(), domain: z.string(), validated: z.boolean(), txtRecord: z.string().optional() });

/** An IdP group mapped to roles. */
export const ssoGroupResponseSchema = z.strictObject({ id: z.string().optional(), group: z.string(), roleIds: ids });

/** An SSO configuration: never carries the OIDC client secret. */
export const ssoConfigurationResponseSchema = z.strictObject({
  id: z.string().optional(),
  enabled: z.boolean(),
  domain: z.string().optional(),
  validated: z.boolean().optional(),
  generatedVerification: z.string().optional(),
  ssoEndpoint: z.string().optional(),
  publicCertificate: z.string().optional(),
  signRequest: z.boolean().optional(),
  acsUrl: z.string().optional(),
  spEntityId: z.string().optional(),
  oidcClientId: z.string().optional(),
  type: ssoType.optional(),
  domains: z.array(ssoDomainResponseSchema).optional(),
  roleIds: ids.optional(),
  groups: z.array(ssoGroupResponseSchema).optional(),
  metadata: z.string().optional(),
});

/** ACS URL and SP entity id. */
export const samlVendorConfigResponseSchema = z.strictObject({ acsUrl: z.string(), spEntityId: z.string() });

/** Default roles of SSO users. */
export const ssoDefaultRolesResponseSchema = z.strictObject({ roleIds: ids });

/** One vendor-defined custom social login provider (`getCustomSocialLoginProviders`): never a client secret. */
export const customSocialLoginProviderSchema = z.looseObject({
  id: z.string().min(1),
  displayName: z.string().optional(),
  active: z.boolean(),
  authorizationUrl: z.string().optional(),
  clientId: z.string().optional(),
  redirectUrl: z.string().optional(),
  scopes: z.string().optional(),
  ssoLogoUrl: z.string().optional(),
  clientSecret: z.never().optional(),
});

/** Answer of `getCustomSocialLoginProviders`. */
export const customSocialLoginProvidersSchema = z.strictObject({ providers: z.array(customSocialLoginProviderSchema) });
