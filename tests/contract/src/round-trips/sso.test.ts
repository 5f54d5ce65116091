import * as S from '@portico/rest-api/schemas';
import { oidcPostLogin, samlPostLogin, samlPreLogin, ssoPreLogin } from '@portico/rest-api/auth';
import {
  createSamlGroup, createSsoConfiguration, createSsoConfigurationByMetadata, createSsoConfigurationByMetadataUrl, createSsoDomain, createSsoGroup,
  deleteSamlGroup, deleteSsoConfiguration, deleteSsoDomain, deleteSsoGroup, getSamlConfiguration, getSamlDefaultRoles, getSamlGroups,
  getSamlVendorConfig, getSsoConfigurations, getSsoDefaultRoles, getSsoGroups, setSamlDefaultRoles, setSsoDefaultRoles, updateSamlConfiguration,
  updateSamlGroup, updateSamlMetadata, updateSsoConfiguration, updateSsoConfigurationByMetadata, updateSsoConfigurationByMetadataUrl,
  updateSsoGroup, validateSamlDomain, validateSamlDomainV2, validateSsoDomain, validateSsoDomainV2,
} from '@portico/rest-api/sso';
import { authnRequestId, idpKey, idpMetadata, samlResponse } from '@portico/server/src/test/sso/saml-idp';
import { expect } from 'vitest';
import { refused, roundTrip, step } from '../harness/round-trip';

const list = <T>(shape: { array(): T }) => shape.array();
const key = idpKey();
const kept = <T>(c: { kept: Record<string, unknown> }, k: string) => c.kept[k] as T;

roundTrip('SSO administration and SAML login', [
  step('empty SAML configuration with SP values', (c) => getSamlConfiguration(c.client), S.ssoConfigurationResponseSchema, (r) => expect(r).toMatchObject({ enabled: false })),
  step('SP values', (c) => getSamlVendorConfig(c.client), S.samlVendorConfigResponseSchema, (r, c) => { c.kept.sp = r; }),
  step('set the domain', (c) => updateSamlConfiguration(c.client, { domain: 'rt-sso.test' }), S.ssoConfigurationResponseSchema,
    (r) => expect(r).toMatchObject({ domain: 'rt-sso.test', validated: false })),
  refused('validate before the TXT record exists', (c) => validateSamlDomain(c.client), 400),
  refused('validate (v2) before the TXT record exists', (c) => validateSamlDomainV2(c.client), 400),
  step('IdP metadata', async (c) => updateSamlMetadata(c.client, { metadata: idpMetadata(await key, 'http://idp.test/sso') }), S.ssoConfigurationResponseSchema,
    (r) => expect(r).toMatchObject({ ssoEndpoint: 'http://idp.test/sso' })),
  step('enable', (c) => updateSamlConfiguration(c.client, { enabled: true }), S.ssoConfigurationResponseSchema),
  step('default roles', (c) => setSamlDefaultRoles(c.client, { roleIds: [] }), S.ssoDefaultRolesResponseSchema),
  step('read default roles', (c) => getSamlDefaultRoles(c.client), S.ssoDefaultRolesResponseSchema),
  step('map a group', (c) => createSamlGroup(c.client, { group: 'eng', roleIds: [] }), S.ssoGroupResponseSchema, (r, c) => { c.kept.samlGroup = (r as { id: string }).id; }),
  step('rename the mapping', (c) => updateSamlGroup(c.client, kept(c, 'samlGroup'), { group: 'engineering' }), S.ssoGroupResponseSchema),
  step('list mappings', (c) => getSamlGroups(c.client), list(S.ssoGroupResponseSchema), (r) => expect(r).toHaveLength(1)),
  step('delete the mapping', (c) => deleteSamlGroup(c.client, kept(c, 'samlGroup'))),
  step('no SSO while the domain is unverified', (c) => ssoPreLogin(c.client, { email: 'x@rt-sso.test' }), S.ssoPreLoginResponseSchema, (r) => expect(r).toEqual({})),
  step('the domain verified (DNS stand-in: the TXT check is covered by the server tests)', async (c) => {
    await c.t.db.updateTable('sso_domains').set({ validated: true }).where('domain', '=', 'rt-sso.test').execute();
  }),
  step('SAML pre-login gives the IdP address', (c) => samlPreLogin(c.client, { email: 'new@rt-sso.test' }), S.ssoPreLoginResponseSchema, (r, c) => { c.kept.address = (r as { address: string }).address; }),
  step('SSO pre-login gives the address and the IdP type', (c) => ssoPreLogin(c.client, { email: 'new@rt-sso.test' }), S.ssoPreLoginResponseSchema, (r) => expect(r).toMatchObject({ idpType: 'saml' })),
  step('SAML post-login with a signed answer', async (c) => {
    const sp = kept<{ acsUrl: string; spEntityId: string }>(c, 'sp');
    const SAMLResponse = samlResponse({ key: await key, inResponseTo: authnRequestId(kept(c, 'address')), audience: sp.spEntityId, acs: sp.acsUrl, email: 'new@rt-sso.test' });
    return samlPostLogin(c.client, { SAMLResponse });
  }, undefined, (r) => expect((r as { accessToken: string }).accessToken).toBeTruthy()),
  refused('SAML post-login with garbage', (c) => samlPostLogin(c.client, { SAMLResponse: Buffer.from('<x/>').toString('base64') }), 401),
  refused('OIDC post-login with an unknown state', (c) => oidcPostLogin(c.client, { code: 'c', state: 's', redirectUri: 'http://app.test/account/oidc/callback' }), 401),
]);

roundTrip('SSO configurations', [
  step('create', (c) => createSsoConfiguration(c.client, { type: 'oidc', ssoEndpoint: 'https://login.rt.test', oidcClientId: 'cid', oidcSecret: 'secret' }),
    S.ssoConfigurationResponseSchema, (r, c) => { c.kept.id = (r as { id: string }).id; }),
  step('update', (c) => updateSsoConfiguration(c.client, kept(c, 'id'), { enabled: true }), S.ssoConfigurationResponseSchema),
  step('list', (c) => getSsoConfigurations(c.client), list(S.ssoConfigurationResponseSchema), (r) => expect(r).toHaveLength(1)),
  step('metadata', async (c) => updateSsoConfigurationByMetadata(c.client, kept(c, 'id'), { metadata: idpMetadata(await key, 'https://idp.rt.test/sso') }), S.ssoConfigurationResponseSchema),
  step('create by metadata', async (c) => createSsoConfigurationByMetadata(c.client, { metadata: idpMetadata(await key, 'https://idp2.rt.test/sso') }), S.ssoConfigurationResponseSchema),
  refused('create by an unreachable metadata address', (c) => createSsoConfigurationByMetadataUrl(c.client, { url: 'http://127.0.0.1:9/metadata' }), 400),
  refused('update by an unreachable metadata address', (c) => updateSsoConfigurationByMetadataUrl(c.client, kept(c, 'id'), { url: 'http://127.0.0.1:9/metadata' }), 400),
  step('claim a domain', (c) => createSsoDomain(c.client, kept(c, 'id'), { domain: 'rt-corp.test' }), S.ssoDomainResponseSchema, (r, c) => { c.kept.domain = (r as { id: string }).id; }),
  refused('validate without the TXT record', (c) => validateSsoDomain(c.client, kept(c, 'id'), kept(c, 'domain')), 400),
  refused('validate (v2) without the TXT record', (c) => validateSsoDomainV2(c.client, kept(c, 'id'), kept(c, 'domain')), 400),
  step('remove the domain', (c) => deleteSsoDomain(c.client, kept(c, 'id'), kept(c, 'domain'))),
  step('default roles', (c) => setSsoDefaultRoles(c.client, kept(c, 'id'), { roleIds: [] }), S.ssoDefaultRolesResponseSchema),
  step('read default roles', (c) => getSsoDefaultRoles(c.client, kept(c, 'id')), S.ssoDefaultRolesResponseSchema),
  step('map a group', (c) => createSsoGroup(c.client, kept(c, 'id'), { group: 'ops', roleIds: [] }), S.ssoGroupResponseSchema, (r, c) => { c.kept.group = (r as { id: string }).id; }),
  step('update the mapping', (c) => updateSsoGroup(c.client, kept(c, 'id'), kept(c, 'group'), { roleIds: [] }), S.ssoGroupResponseSchema),
  step('list mappings', (c) => getSsoGroups(c.client, kept(c, 'id')), list(S.ssoGroupResponseSchema)),
  step('delete the mapping', (c) => deleteSsoGroup(c.client, kept(c, 'id'), kept(c, 'group'))),
  step('delete', (c) => deleteSsoConfiguration(c.client, kept(c, 'id'))),
  refused('delete again', (c) => deleteSsoConfiguration(c.client, kept(c, 'id')), 404),
]);
