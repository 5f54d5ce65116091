// The sso catalogue cases: used by src/sso/calls.test.ts (request shapes) and by the contract suite (tests/contract).
import { expect } from 'vitest';
import type { CatalogueCase } from '../catalogue';
import * as calls from '../../src/sso/calls';

const SAML = '/frontegg/team/resources/sso/v1/saml';
const SAML2 = '/frontegg/team/resources/sso/v2/saml';
const CFG = '/frontegg/team/resources/sso/v1/configurations';
const CFG2 = '/frontegg/team/resources/sso/v2/configurations';
const SSO = '/frontegg/identity/resources/sso';
const SCIM = '/frontegg/directory/resources/v1/configurations/scim2';

export { calls };

/** One invocation of every exported call of the domain, with what it must send. */
export const cases: Record<keyof typeof calls, CatalogueCase> = {
  // SAML
  getSamlConfiguration: { call: (c) => calls.getSamlConfiguration(c), expect: { method: 'GET', path: `${SAML}/configurations` } },
  updateSamlConfiguration: {
    call: (c) => calls.updateSamlConfiguration(c, { enabled: true, domain: 'acme.com', ssoEndpoint: 'https://idp.acme.com/sso', signRequest: false }),
    expect: {
      method: 'POST',
      path: `${SAML}/configurations`,
      body: { enabled: true, domain: 'acme.com', ssoEndpoint: 'https://idp.acme.com/sso', signRequest: false },
    },
  },
  getSamlVendorConfig: {
    call: (c) => calls.getSamlVendorConfig(c),
    replies: [{ body: { acsUrl: 'https://auth/acs', spEntityId: 'sp' } }],
    expect: { method: 'GET', path: `${SAML}/configurations/vendor-config` },
    result: (r) => expect(r).toEqual({ acsUrl: 'https://auth/acs', spEntityId: 'sp' }),
  },
  updateSamlMetadata: {
    call: (c) => calls.updateSamlMetadata(c, { metadata: '<EntityDescriptor/>' }),
    expect: { method: 'POST', path: `${SAML}/configurations/metadata`, body: { metadata: '<EntityDescriptor/>' } },
  },
  validateSamlDomain: { call: (c) => calls.validateSamlDomain(c), expect: { method: 'PUT', path: `${SAML}/validations/domain` } },
  validateSamlDomainV2: { call: (c) => calls.validateSamlDomainV2(c), expect: { method: 'PUT', path: `${SAML2}/validations/domain` } },
  getSamlDefaultRoles: { call: (c) => calls.getSamlDefaultRoles(c), expect: { method: 'GET', path: `${SAML}/configurations/default-roles` } },
  setSamlDefaultRoles: {
    call: (c) => calls.setSamlDefaultRoles(c, { roleIds: ['r1'] }),
    expect: { method: 'PUT', path: `${SAML}/configurations/default-roles`, body: { roleIds: ['r1'] } },
  },
  getSamlGroups: { call: (c) => calls.getSamlGroups(c), expect: { method: 'GET', path: `${SAML2}/configurations/groups` } },
  createSamlGroup: {
    call: (c) => calls.createSamlGroup(c, { group: 'admins', roleIds: ['r1'] }),
    expect: { method: 'POST', path: `${SAML2}/configurations/groups`, body: { group: 'admins', roleIds: ['r1'] } },
  },
  updateSamlGroup: {
    call: (c) => calls.updateSamlGroup(c, 'g1', { roleIds: ['r2'] }),
    expect: { method: 'PATCH', path: `${SAML2}/configurations/groups/g1`, body: { roleIds: ['r2'] } },
  },
  deleteSamlGroup: { call: (c) => calls.deleteSamlGroup(c, 'g1'), expect: { method: 'DELETE', path: `${SAML2}/configurations/groups/g1` } },
  // general configurations
  getSsoConfigurations: { call: (c) => calls.getSsoConfigurations(c), expect: { method: 'GET', path: CFG } },
  createSsoConfiguration: {
    call: (c) => calls.createSsoConfiguration(c, { type: 'oidc', oidcClientId: 'cid', oidcSecret: 'sec', enabled: true }),
    expect: { method: 'POST', path: CFG, body: { type: 'oidc', oidcClientId: 'cid', oidcSecret: 'sec', enabled: true } },
  },
  updateSsoConfiguration: {
    call: (c) => calls.updateSsoConfiguration(c, 'c1', { enabled: false }),
    expect: { method: 'PATCH', path: `${CFG}/c1`, body: { enabled: false } },
  },
  deleteSsoConfiguration: { call: (c) => calls.deleteSsoConfiguration(c, 'c1'), expect: { method: 'DELETE', path: `${CFG}/c1` } },
  createSsoConfigurationByMetadata: {
    call: (c) => calls.createSsoConfigurationByMetadata(c, { metadata: '<x/>' }),
    expect: { method: 'POST', path: `${CFG}/metadata`, body: { metadata: '<x/>' } },
  },
  updateSsoConfigurationByMetadata: {
    call: (c) => calls.updateSsoConfigurationByMetadata(c, 'c1', { metadata: '<x/>' }),
    expect: { method: 'PUT', path: `${CFG}/c1/metadata`, body: { metadata: '<x/>' } },
  },
  createSsoConfigurationByMetadataUrl: {
    call: (c) => calls.createSsoConfigurationByMetadataUrl(c, { url: 'https://idp/metadata.xml' }),
    expect: { method: 'POST', path: `${CFG}/metadata-url`, body: { url: 'https://idp/metadata.xml' } },
  },
  updateSsoConfigurationByMetadataUrl: {
    call: (c) => calls.updateSsoConfigurationByMetadataUrl(c, 'c1', { url: 'https://idp/metadata.xml' }),
    expect: { method: 'PUT', path: `${CFG}/c1/metadata-url`, body: { url: 'https://idp/metadata.xml' } },
  },
  createSsoDomain: {
    call: (c) => calls.createSsoDomain(c, 'c1', { domain: 'acme.com' }),
    expect: { method: 'POST', path: `${CFG}/c1/domains`, body: { domain: 'acme.com' } },
  },
  deleteSsoDomain: { call: (c) => calls.deleteSsoDomain(c, 'c1', 'd1'), expect: { method: 'DELETE', path: `${CFG}/c1/domains/d1` } },
  validateSsoDomain: { call: (c) => calls.validateSsoDomain(c, 'c1', 'd1'), expect: { method: 'PUT', path: `${CFG}/c1/domains/d1/validate` } },
  validateSsoDomainV2: {
    call: (c) => calls.validateSsoDomainV2(c, 'c 1', 'd1'),
    expect: { method: 'PUT', path: `${CFG2}/c%201/domains/d1/validate` },
  },
  getSsoDefaultRoles: { call: (c) => calls.getSsoDefaultRoles(c, 'c1'), expect: { method: 'GET', path: `${CFG}/c1/roles` } },
  setSsoDefaultRoles: {
    call: (c) => calls.setSsoDefaultRoles(c, 'c1', { roleIds: [] }),
    expect: { method: 'PUT', path: `${CFG}/c1/roles`, body: { roleIds: [] } },
  },
  getSsoGroups: { call: (c) => calls.getSsoGroups(c, 'c1'), expect: { method: 'GET', path: `${CFG}/c1/groups` } },
  createSsoGroup: {
    call: (c) => calls.createSsoGroup(c, 'c1', { group: 'eng', roleIds: ['r1'] }),
    expect: { method: 'POST', path: `${CFG}/c1/groups`, body: { group: 'eng', roleIds: ['r1'] } },
  },
  updateSsoGroup: {
    call: (c) => calls.updateSsoGroup(c, 'c1', 'g1', { group: 'engineering' }),
    expect: { method: 'PATCH', path: `${CFG}/c1/groups/g1`, body: { group: 'engineering' } },
  },
  deleteSsoGroup: { call: (c) => calls.deleteSsoGroup(c, 'c1', 'g1'), expect: { method: 'DELETE', path: `${CFG}/c1/groups/g1` } },
  // social login providers
  getSocialLoginProviders: { call: (c) => calls.getSocialLoginProviders(c), expect: { method: 'GET', path: `${SSO}/v1` } },
  getSocialLoginProvidersV2: { call: (c) => calls.getSocialLoginProvidersV2(c), expect: { method: 'GET', path: `${SSO}/v2` } },
  getSocialLoginProvidersV2Authenticated: {
    call: (c) => calls.getSocialLoginProvidersV2Authenticated(c),
    expect: { method: 'GET', path: `${SSO}/v2/authenticated` },
  },
  getCustomSocialLoginProviders: { call: (c) => calls.getCustomSocialLoginProviders(c), expect: { method: 'GET', path: `${SSO}/custom/v1` } },
  // SCIM directory
  getScimConfigurations: { call: (c) => calls.getScimConfigurations(c), expect: { method: 'GET', path: SCIM } },
  createScimConfiguration: {
    call: (c) => calls.createScimConfiguration(c, { connectionName: 'Okta', source: 'okta', syncToUserManagement: true }),
    expect: { method: 'POST', path: SCIM, body: { connectionName: 'Okta', source: 'okta', syncToUserManagement: true } },
  },
  updateScimConfiguration: {
    call: (c) => calls.updateScimConfiguration(c, 's1', { connectionName: 'Okta EU' }),
    expect: { method: 'PATCH', path: `${SCIM}/s1`, body: { connectionName: 'Okta EU' } },
  },
  deleteScimConfiguration: { call: (c) => calls.deleteScimConfiguration(c, 's1'), expect: { method: 'DELETE', path: `${SCIM}/s1` } },
  getScimUsersCount: {
    call: (c) => calls.getScimUsersCount(c, 's1'),
    replies: [{ body: { count: 12 } }],
    expect: { method: 'GET', path: '/frontegg/directory/resources/scim/temp/s1/Users/count' },
    result: (r) => expect(r).toEqual({ count: 12 }),
  },
};
