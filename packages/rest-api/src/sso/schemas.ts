import { z } from 'zod';

// Request payloads of SSO (team SSO, SAML, configurations) and SCIM directory calls.

const text = z.string().min(1);
/** IdP addresses are web addresses only (no `javascript:` or `file:`). */
const webUrl = z.url({ protocol: /^https?$/ });
const ids = z.array(z.string().min(1));
const ssoType = z.enum(['saml', 'okta', 'azure', 'google', 'oidc']);
/** A bare domain name such as `example.com`. */
const domain = z.string().regex(/^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i, 'Invalid domain');

const idpFields = {
  enabled: z.boolean().optional(),
  ssoEndpoint: webUrl.optional(),
  publicCertificate: z.string().optional(),
  signRequest: z.boolean().optional(),
  type: ssoType.optional(),
  oidcClientId: z.string().optional(),
  oidcSecret: z.string().optional(),
};

/** `POST /team/resources/sso/v1/saml/configurations`. */
export const updateSamlConfigurationSchema = z.object({ ...idpFields, domain: domain.optional() });

const metadata = z.object({ metadata: text });
const metadataUrl = z.object({ url: webUrl });
/** `POST /team/resources/sso/v1/saml/configurations/metadata`. */
export const updateSamlMetadataSchema = metadata;
/** `POST /team/resources/sso/v1/configurations/metadata`. */
export const createSsoConfigurationByMetadataSchema = metadata;
/** `PUT /team/resources/sso/v1/configurations/{id}/metadata`. */
export const updateSsoConfigurationByMetadataSchema = metadata;
/** `POST /team/resources/sso/v1/configurations/metadata-url`. */
export const createSsoConfigurationByMetadataUrlSchema = metadataUrl;
/** `PUT /team/resources/sso/v1/configurations/{id}/metadata-url`. */
export const updateSsoConfigurationByMetadataUrlSchema = metadataUrl;

const roles = z.object({ roleIds: ids });
/** `PUT /team/resources/sso/v1/saml/configurations/default-roles`. */
export const setSamlDefaultRolesSchema = roles;
/** `PUT /team/resources/sso/v1/configurations/{id}/roles`. */
export const setSsoDefaultRolesSchema = roles;

const createGroup = z.object({ group: text, roleIds: ids });
const updateGroup = z.object({ group: text.optional(), roleIds: ids.optional() });
/** `POST /team/resources/sso/v2/saml/configurations/groups`. */
export const createSamlGroupSchema = createGroup;
/** `PATCH /team/resources/sso/v2/saml/configurations/groups/{id}`. */
export const updateSamlGroupSchema = updateGroup;
/** `POST /team/resources/sso/v1/configurations/{id}/groups`. */
export const createSsoGroupSchema = createGroup;
/** `PATCH /team/resources/sso/v1/configurations/{id}/groups/{groupId}`. */
export const updateSsoGroupSchema = updateGroup;

/** `POST /team/resources/sso/v1/configurations`. */
export const createSsoConfigurationSchema = z.object(idpFields);
/** `PATCH /team/resources/sso/v1/configurations/{id}`. */
export const updateSsoConfigurationSchema = createSsoConfigurationSchema;

/** `POST /team/resources/sso/v1/configurations/{id}/domains`. */
export const createSsoDomainSchema = z.object({ domain });

/** `POST /directory/resources/v1/configurations/scim2`. */
export const createScimConfigurationSchema = z.object({
  connectionName: text,
  source: z.enum(['portico', 'okta', 'azure-ad', 'other']),
  syncToUserManagement: z.boolean().optional(),
});

/** `PATCH /directory/resources/v1/configurations/scim2/{id}`. */
export const updateScimConfigurationSchema = z.object({
  connectionName: text.optional(),
  syncToUserManagement: z.boolean().optional(),
});
