import { describe, expect, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import * as s from './schemas';
import type * as t from './types';

describe('sso schemas accept good payloads and reject garbage', () => {
  const cases: Array<[string, z.ZodType, unknown, unknown]> = [
    ['updateSamlConfiguration', s.updateSamlConfigurationSchema, { enabled: true, domain: 'acme.com', ssoEndpoint: 'https://idp.acme.com/sso' }, { ssoEndpoint: 'not a url' }],
    ['updateSamlConfiguration domain', s.updateSamlConfigurationSchema, { domain: 'sub.acme.io' }, { domain: 'acme' }],
    ['updateSamlMetadata', s.updateSamlMetadataSchema, { metadata: '<x/>' }, { metadata: '' }],
    ['createSsoConfigurationByMetadataUrl', s.createSsoConfigurationByMetadataUrlSchema, { url: 'https://idp/m.xml' }, { url: 'idp/m.xml' }],
    ['createSsoConfigurationByMetadataUrl scheme', s.createSsoConfigurationByMetadataUrlSchema, { url: 'http://idp/m.xml' }, { url: 'file:///etc/passwd' }],
    ['updateSamlConfiguration scheme', s.updateSamlConfigurationSchema, { ssoEndpoint: 'https://idp/sso' }, { ssoEndpoint: 'javascript:alert(1)' }],
    ['setSsoDefaultRoles', s.setSsoDefaultRolesSchema, { roleIds: [] }, { roleIds: [''] }],
    ['createSsoGroup', s.createSsoGroupSchema, { group: 'eng', roleIds: ['r'] }, { group: '', roleIds: ['r'] }],
    ['updateSsoGroup', s.updateSsoGroupSchema, { roleIds: ['r'] }, { group: 5 }],
    ['createSsoConfiguration', s.createSsoConfigurationSchema, { type: 'oidc', oidcClientId: 'c' }, { type: 'kerberos' }],
    ['createSsoDomain', s.createSsoDomainSchema, { domain: 'acme.com' }, { domain: 'http://acme.com' }],
    ['createScimConfiguration', s.createScimConfigurationSchema, { connectionName: 'Okta', source: 'okta' }, { connectionName: 'Okta', source: 'ldap' }],
    ['updateScimConfiguration', s.updateScimConfigurationSchema, { syncToUserManagement: false }, { connectionName: '' }],
  ];
  it.each(cases)('%s', (_name, schema, good, bad) => {
    expect(schema.safeParse(good).success).toBe(true);
    expect(schema.safeParse(bad).success).toBe(false);
  });
});

describe('request types fit the schemas', () => {
  it('each main request type is assignable to its schema input', () => {
    expectTypeOf<t.UpdateSamlConfigurationRequest>().toExtend<z.input<typeof s.updateSamlConfigurationSchema>>();
    expectTypeOf<t.SsoMetadataRequest>().toExtend<z.input<typeof s.updateSamlMetadataSchema>>();
    expectTypeOf<t.SsoMetadataUrlRequest>().toExtend<z.input<typeof s.createSsoConfigurationByMetadataUrlSchema>>();
    expectTypeOf<t.SetSsoDefaultRolesRequest>().toExtend<z.input<typeof s.setSsoDefaultRolesSchema>>();
    expectTypeOf<t.CreateSsoGroupRequest>().toExtend<z.input<typeof s.createSsoGroupSchema>>();
    expectTypeOf<t.UpdateSsoGroupRequest>().toExtend<z.input<typeof s.updateSsoGroupSchema>>();
    expectTypeOf<t.CreateSsoConfigurationRequest>().toExtend<z.input<typeof s.createSsoConfigurationSchema>>();
    expectTypeOf<t.UpdateSsoConfigurationRequest>().toExtend<z.input<typeof s.updateSsoConfigurationSchema>>();
    expectTypeOf<t.CreateSsoDomainRequest>().toExtend<z.input<typeof s.createSsoDomainSchema>>();
    expectTypeOf<t.CreateScimConfigurationRequest>().toExtend<z.input<typeof s.createScimConfigurationSchema>>();
    expectTypeOf<t.UpdateScimConfigurationRequest>().toExtend<z.input<typeof s.updateScimConfigurationSchema>>();
  });
});
