/** Identity-provider kinds of an SSO configuration. */
export type SsoConfigurationType = 'saml' | 'okta' | 'azure' | 'google' | 'oidc';
/** Social login providers. */
export type SocialLoginProviderType = 'microsoft' | 'facebook' | 'google' | 'github' | 'slack' | 'apple' | 'linkedin';
/** Where a SCIM directory's users come from: the product's own directory, or an identity provider. */
export type DirectoryIdentityProvider = 'portico' | 'okta' | 'azure-ad' | 'other';

/** A domain claimed by an SSO configuration. */
export interface SsoDomain {
  id: string;
  domain: string;
  validated: boolean;
  txtRecord?: string;
}

/** An IdP group mapped to roles. */
export interface SsoGroup {
  id?: string;
  group: string;
  roleIds: string[];
}

/** An SSO configuration (product-spec §3 "SSO config"). */
export interface SsoConfiguration {
  id?: string;
  enabled: boolean;
  domain?: string;
  validated?: boolean;
  generatedVerification?: string;
  ssoEndpoint?: string;
  publicCertificate?: string;
  signRequest?: boolean;
  acsUrl?: string;
  spEntityId?: string;
  oidcClientId?: string;
  oidcSecret?: string;
  type?: SsoConfigurationType;
  domains?: SsoDomain[];
  roleIds?: string[];
  groups?: SsoGroup[];
  metadata?: string;
}

/** Body of the SAML configuration save (`POST /team/resources/sso/v1/saml/configurations`). */
export interface UpdateSamlConfigurationRequest {
  enabled?: boolean;
  domain?: string;
  ssoEndpoint?: string;
  publicCertificate?: string;
  signRequest?: boolean;
  type?: SsoConfigurationType;
  oidcClientId?: string;
  oidcSecret?: string;
}

/** Service-provider values the IdP needs. */
export interface SamlVendorConfig {
  acsUrl: string;
  spEntityId: string;
}

/** Body of calls that configure from IdP metadata XML. */
export interface SsoMetadataRequest {
  metadata: string;
}

/** Body of calls that configure from an IdP metadata address. */
export interface SsoMetadataUrlRequest {
  url: string;
}

/** Default roles given to SSO users. */
export interface SsoDefaultRoles {
  roleIds: string[];
}

/** Body of default-roles updates. */
export interface SetSsoDefaultRolesRequest {
  roleIds: string[];
}

/** Body of group-mapping creation. */
export interface CreateSsoGroupRequest {
  group: string;
  roleIds: string[];
}

/** Body of group-mapping updates. */
export interface UpdateSsoGroupRequest {
  group?: string;
  roleIds?: string[];
}

/** Body of `POST /team/resources/sso/v1/configurations`. */
export interface CreateSsoConfigurationRequest {
  enabled?: boolean;
  ssoEndpoint?: string;
  publicCertificate?: string;
  signRequest?: boolean;
  type?: SsoConfigurationType;
  oidcClientId?: string;
  oidcSecret?: string;
}

/** Body of `PATCH /team/resources/sso/v1/configurations/{id}`. */
export type UpdateSsoConfigurationRequest = CreateSsoConfigurationRequest;

/** Body of `POST .../configurations/{id}/domains`. */
export interface CreateSsoDomainRequest {
  domain: string;
}

/** A social login provider's public settings. */
export interface SocialLoginProvider {
  type: SocialLoginProviderType;
  active: boolean;
  clientId?: string;
  redirectUrl?: string;
  authorizationUrl?: string;
  additionalScopes?: string[];
  customised?: boolean;
}

/** A custom (OIDC) social login provider. */
export interface CustomSocialLoginProvider {
  id: string;
  displayName?: string;
  active: boolean;
  authorizationUrl?: string;
  clientId?: string;
  redirectUrl?: string;
  scopes?: string;
  ssoLogoUrl?: string;
}

/** A SCIM provisioning connection. */
export interface ScimConfiguration {
  id: string;
  connectionName: string;
  source: DirectoryIdentityProvider;
  syncToUserManagement?: boolean;
  /** Bearer token the IdP uses; returned once, on creation. */
  token?: string;
  tenantId?: string;
  createdAt?: string;
}

/** Body of `POST` to the SCIM configurations. */
export interface CreateScimConfigurationRequest {
  connectionName: string;
  source: DirectoryIdentityProvider;
  syncToUserManagement?: boolean;
}

/** Body of `PATCH` of a SCIM configuration. */
export interface UpdateScimConfigurationRequest {
  connectionName?: string;
  syncToUserManagement?: boolean;
}

/** Number of users a SCIM connection provisioned. */
export interface ScimUsersCount {
  count: number;
}
