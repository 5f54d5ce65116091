import { MAX_RESULTS, URN } from './scim-http';

/** RFC 7643 §5: what this service provider supports. */
export const serviceProviderConfig = (base: string) => ({
  schemas: [URN.spc],
  documentationUri: 'https://datatracker.ietf.org/doc/html/rfc7644',
  patch: { supported: true },
  bulk: { supported: false, maxOperations: 0, maxPayloadSize: 0 },
  filter: { supported: true, maxResults: MAX_RESULTS },
  changePassword: { supported: false },
  sort: { supported: false },
  etag: { supported: false },
  authenticationSchemes: [{ type: 'oauthbearertoken', name: 'OAuth Bearer Token', description: 'The bearer token shown once when the SCIM connection was created', primary: true }],
  meta: { resourceType: 'ServiceProviderConfig', location: `${base}/ServiceProviderConfig` },
});

type Attr = { name: string; type: string; multiValued?: boolean; required?: boolean; caseExact?: boolean; mutability?: string; uniqueness?: string; subAttributes?: Attr[] };
const attr = (a: Attr) => ({ multiValued: false, required: false, caseExact: false, mutability: 'readWrite', returned: 'default', uniqueness: 'none', ...a });

const USER_ATTRS = [
  attr({ name: 'userName', type: 'string', required: true, uniqueness: 'server' }),
  attr({ name: 'name', type: 'complex', subAttributes: [attr({ name: 'formatted', type: 'string', mutability: 'readOnly' }), attr({ name: 'givenName', type: 'string' }), attr({ name: 'familyName', type: 'string' })] }),
  attr({ name: 'displayName', type: 'string' }),
  attr({ name: 'emails', type: 'complex', multiValued: true, subAttributes: [attr({ name: 'value', type: 'string' }), attr({ name: 'type', type: 'string' }), attr({ name: 'primary', type: 'boolean' })] }),
  attr({ name: 'active', type: 'boolean' }),
];
const GROUP_ATTRS = [
  attr({ name: 'displayName', type: 'string', required: true, uniqueness: 'server' }),
  attr({ name: 'members', type: 'complex', multiValued: true, subAttributes: [attr({ name: 'value', type: 'string', mutability: 'immutable' }), attr({ name: 'display', type: 'string', mutability: 'readOnly' })] }),
];

/** RFC 7643 §7: the schemas of the resources served. */
export const schemas = (base: string) => [
  { schemas: [URN.schema], id: URN.user, name: 'User', description: 'User Account', attributes: USER_ATTRS, meta: { resourceType: 'Schema', location: `${base}/Schemas/${URN.user}` } },
  { schemas: [URN.schema], id: URN.group, name: 'Group', description: 'Group', attributes: GROUP_ATTRS, meta: { resourceType: 'Schema', location: `${base}/Schemas/${URN.group}` } },
];

/** RFC 7643 §6: the resource types served. */
export const resourceTypes = (base: string) => [
  { schemas: [URN.resourceType], id: 'User', name: 'User', endpoint: '/Users', description: 'User Account', schema: URN.user, meta: { resourceType: 'ResourceType', location: `${base}/ResourceTypes/User` } },
  { schemas: [URN.resourceType], id: 'Group', name: 'Group', endpoint: '/Groups', description: 'Group', schema: URN.group, meta: { resourceType: 'ResourceType', location: `${base}/ResourceTypes/Group` } },
];
