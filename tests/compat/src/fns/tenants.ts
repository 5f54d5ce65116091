import { DEMO_ADMIN, DEMO_MEMBER } from '@portico/server/src/test/fixture';
import type { Ctx, Fn } from '../harness';
import { idpKey, idpMetadata } from '@portico/server/src/test/sso/saml-idp';
import { all, has, list, listAt, spec, thirdParty } from '../harness';

// Account settings, the account hierarchy (sub-accounts and their users), tenant switch, SSO and provisioning.
const SUB = 'fe-compat-sub';
// A colleague from the parent account joins the sub-account at once (a new address would stay pending, and a pending
// member shows nothing of its own profile: no verified, createdAt).
const SUB_USER = DEMO_MEMBER;
const myTenant = async (x: Ctx) => (x.kept.tenantId as string | undefined) ?? (x.kept.tenantId = (await x.api.auth.getMeV2()).tenantId);

export const account: Fn[] = [
  spec('accountSettings.getSettings', async (x) => { await myTenant(x); return x.api.accountSettings.getSettings(); }, has('tenantId')),
  spec('accountSettings.updateSettings', (x) => x.api.accountSettings.updateSettings({ timezone: 'Europe/London', currency: 'USD', dateFormat: 'DD/MM/YYYY' }), has('tenantId')),
];

export const hierarchy: Fn[] = [
  spec('subTenants.createSubTenant', async (x) => {
    const tenantId = crypto.randomUUID();
    const r = await x.api.subTenants.createSubTenant({ tenantId, name: SUB, parentTenantId: await myTenant(x) });
    x.kept.subTenantId = r.tenantId ?? tenantId;
    return r;
  }, has('tenantId', 'name')),
  spec('subTenants.updateSubTenant', (x) => x.api.subTenants.updateSubTenant({ tenantId: x.kept.subTenantId as string }, { name: `${SUB}-renamed` })),
  spec('subTenants.updateSubTenantManagement', (x) => x.api.subTenants.updateSubTenantManagement({ tenantId: x.kept.subTenantId as string }, { isReseller: true }), has('tenantId')),
  spec('tenants.getSubTenants', (x) => x.api.tenants.getSubTenants(), list(['tenantId', 'level'], 1)),
  spec('tenants.getSubTenantsAsTree', (x) => x.api.tenants.getSubTenantsAsTree(), has('tenantId', 'children')),
  spec('tenants.getParentTenants', (x) => x.api.tenants.getParentTenants(), list(['tenantId', 'level'])),
  spec('tenants.getParentTenantsById', (x) => x.api.tenants.getParentTenantsById(x.kept.subTenantId as string), list(['tenantId', 'level'], 1)),
  spec('tenants.searchSubTenants', (x) => x.api.tenants.searchSubTenants({ _limit: 50, _offset: 0, _filter: 'fe-compat' }), all(listAt('items', ['tenantId', 'name', 'createdAt', 'metadata'], 1), has('_metadata.totalItems'))),
  spec('tenants.getHierarchyMetadata', async (x) => x.api.tenants.getHierarchyMetadata({ _tenantIds: [await myTenant(x), x.kept.subTenantId as string] }), list(['tenantId', 'totalSubTenants', 'isParent'], 1)),
  spec('subTenants.addUserToTenantAndSubTenants', (x) => x.api.subTenants.addUserToTenantAndSubTenants({ user: { email: SUB_USER, name: 'Member' }, subTenants: [{ tenantId: x.kept.subTenantId as string, roleIds: [x.kept.readOnlyRoleId as string] }] })),
  spec('subTenants.loadAllUsers', async (x) => {
    const r = await x.api.subTenants.loadAllUsers({ _offset: 0, _limit: 20, _filter: 'member@', _sortBy: 'name', _order: 'DESC' });
    x.kept.subUserId = (r.items as { id: string; email: string }[]).find((u) => u.email === SUB_USER)?.id;
    return r;
  }, all(listAt('items', ['id', 'email', 'tenantId', 'tenantIds', 'tenants', 'sub', 'verified', 'mfaEnrolled', 'metadata', 'createdAt'], 1), has('_metadata.totalPages'))),
  spec('subTenants.addUsersToSubTenant', (x) => x.api.subTenants.addUsersToSubTenant({ tenantId: x.kept.subTenantId as string, users: [{ email: 'subuser2@fe-compat.test', name: 'Sub Two' }], roleIds: [x.kept.readOnlyRoleId as string], allowSubAccountAccess: false })),
  spec('tenants.getTenantsUsersCount', async (x) => x.api.tenants.getTenantsUsersCount({ tenantIds: [x.kept.subTenantId as string] }), list(['tenantId', 'totalUsers', 'totalAccessAllowedUsers'], 1)),
  spec('subTenants.addUserRolesForSubTenants', (x) => x.api.subTenants.addUserRolesForSubTenants(x.kept.subUserId as string, { subTenantsRoles: [{ tenantId: x.kept.subTenantId as string, roleIds: [x.kept.adminRoleId as string] }] })),
  spec('subTenants.setUserRolesForSubTenants', (x) => x.api.subTenants.setUserRolesForSubTenants(x.kept.subUserId as string, { subTenantsRoles: [{ tenantId: x.kept.subTenantId as string, roleIds: [x.kept.readOnlyRoleId as string, x.kept.adminRoleId as string] }] })),
  spec('subTenants.removeUserRolesFromSubTenants', (x) => x.api.subTenants.removeUserRolesFromSubTenants(x.kept.subUserId as string, { subTenantsRoles: [{ tenantId: x.kept.subTenantId as string, roleIds: [x.kept.adminRoleId as string] }] })),
  spec('subTenants.updateSubAccountAccess', (x) => x.api.subTenants.updateSubAccountAccess(x.kept.subUserId as string, { allowAccess: true })),
  spec('subTenants.removeUserFromTenantAndSubTenants', (x) => x.api.subTenants.removeUserFromTenantAndSubTenants({ userId: x.kept.subUserId as string, subTenants: [{ tenantId: x.kept.subTenantId as string }] })),
];

// Deleting the sub-account comes after the tenant switch into it and back.
export const tenantSwitch: Fn[] = [
  spec('tenants.switchTenant', async (x) => {
    // One switches only into an account one belongs to: the parent's admin joins the sub-account first (at once, being
    // a member of the parent), as the admin portal's "add user" to a sub-account does.
    await x.api.subTenants.addUserToTenantAndSubTenants({ user: { email: DEMO_ADMIN }, subTenants: [{ tenantId: x.kept.subTenantId as string, roleIds: [x.kept.adminRoleId as string] }] });
    await x.api.tenants.switchTenant({ tenantId: x.kept.subTenantId as string });
    await x.api.auth.refreshToken();
    const me = await x.api.auth.getMeV2();
    if (me.tenantId !== x.kept.subTenantId) throw new Error(`still in ${me.tenantId}`);
    await x.api.tenants.switchTenant({ tenantId: x.kept.tenantId as string });
    await x.api.auth.refreshToken();
  }),
  spec('subTenants.deleteSubTenant', (x) => x.api.subTenants.deleteSubTenant(x.kept.subTenantId as string)),
];

const SSO = ['id', 'enabled', 'ssoEndpoint', 'acsUrl', 'type', 'spEntityId', 'domains', 'roleIds', 'groups'];
// A real, current self-signed certificate: the server checks IdP certificates (X.509, not expired).
let metadata: string | undefined;
const METADATA = async () => (metadata ??= idpMetadata(await idpKey(), 'https://idp.example.com/sso', 'https://idp.example.com/compat'));
const a = (x: Ctx) => x.api.auth;

export const sso: Fn[] = [
  spec('auth.getSSOConfigurations', (x) => a(x).getSSOConfigurations(), list(SSO)),
  spec('auth.createSSOConfiguration', async (x) => {
    const r = await a(x).createSSOConfiguration({ enabled: false, type: 'saml', ssoEndpoint: 'https://idp.example.com/sso', signRequest: false } as never);
    x.kept.ssoId = r.id;
    return r;
  }, has(...SSO)),
  spec('auth.updateSSOConfiguration', (x) => a(x).updateSSOConfiguration(x.kept.ssoId as string, { ssoEndpoint: 'https://idp.example.com/sso2' } as never), has(...SSO)),
  spec('auth.createSSODomain', async (x) => {
    const r = await a(x).createSSODomain(x.kept.ssoId as string, { domain: 'fe-compat.example' });
    x.kept.ssoDomainId = r.id;
    return r;
  }, has('id', 'domain', 'validated', 'txtRecord')),
  thirdParty('auth.validateSSODomain', 'domain validation looks up a DNS TXT record of the customer\'s domain'),
  thirdParty('auth.validateSSODomainV2', 'domain validation looks up a DNS TXT record of the customer\'s domain'),
  spec('auth.deleteSSODomain', (x) => a(x).deleteSSODomain(x.kept.ssoId as string, x.kept.ssoDomainId as string)),
  spec('auth.setSSODefaultRoles', (x) => a(x).setSSODefaultRoles(x.kept.ssoId as string, { roleIds: [x.kept.readOnlyRoleId as string] })),
  spec('auth.getSSODefaultRoles', (x) => a(x).getSSODefaultRoles(x.kept.ssoId as string), has('roleIds')),
  spec('auth.createSSOGroup', (x) => a(x).createSSOGroup(x.kept.ssoId as string, { group: 'engineers', roleIds: [x.kept.readOnlyRoleId as string] })),
  spec('auth.getSSOGroups', async (x) => {
    const r = await a(x).getSSOGroups(x.kept.ssoId as string);
    x.kept.ssoGroupId = r[0]?.id;
    return r;
  }, list(['id', 'group', 'roleIds'], 1)),
  spec('auth.updateSSOGroup', (x) => a(x).updateSSOGroup(x.kept.ssoId as string, { id: x.kept.ssoGroupId as string, group: 'engineering', roleIds: [x.kept.adminRoleId as string] })),
  spec('auth.deleteSSOGroup', (x) => a(x).deleteSSOGroup(x.kept.ssoId as string, x.kept.ssoGroupId as string)),
  spec('auth.createSSOConfigurationByMetadata', async (x) => {
    const r = await a(x).createSSOConfigurationByMetadata({ metadata: await METADATA() } as never);
    x.kept.ssoMetaId = r.id;
    return r;
  }, has(...SSO)),
  spec('auth.updateSSOConfigurationByMetadata', async (x) => a(x).updateSSOConfigurationByMetadata(x.kept.ssoMetaId as string, { metadata: await METADATA() } as never), has(...SSO)),
  thirdParty('auth.createSSOConfigurationByMetadataUrl', 'fetches the IdP\'s metadata from its URL'),
  thirdParty('auth.updateSSOConfigurationByMetadataUrl', 'fetches the IdP\'s metadata from its URL'),
  spec('auth.deleteSSOConfiguration', async (x) => {
    await a(x).deleteSSOConfiguration(x.kept.ssoMetaId as string);
    await a(x).deleteSSOConfiguration(x.kept.ssoId as string);
  }),
  // The single-configuration (v1 "saml") calls.
  spec('auth.getSamlConfiguration', (x) => a(x).getSamlConfiguration(), has('enabled')),
  spec('auth.updateSamlConfiguration', (x) => a(x).updateSamlConfiguration({ enabled: false, domain: 'saml.fe-compat.example', ssoEndpoint: 'https://idp.example.com/sso' } as never), has('enabled')),
  spec('auth.getSamlVendorConfiguration', (x) => a(x).getSamlVendorConfiguration(), has('acsUrl', 'spEntityId')),
  spec('auth.updateSamlVendorMetadata', async (x) => a(x).updateSamlVendorMetadata({ metadata: await METADATA() } as never), has('enabled')),
  thirdParty('auth.validateSamlDomain', 'domain validation looks up a DNS TXT record of the customer\'s domain'),
  spec('auth.updateSamlRoles', (x) => a(x).updateSamlRoles({ roleIds: [x.kept.readOnlyRoleId as string] })),
  // Answered as Portico's own default-roles call does ({ roleIds }); the client's type says string[] (docs/compatibility.md).
  spec('auth.getSamlRoles', (x) => a(x).getSamlRoles(), has('roleIds')),
  spec('auth.createSamlGroup', (x) => a(x).createSamlGroup({ group: 'saml-engineers', roleIds: [x.kept.readOnlyRoleId as string] })),
  spec('auth.getSamlRolesGroups', async (x) => {
    const r = await a(x).getSamlRolesGroups();
    x.kept.samlGroupId = r[0]?.id;
    return r;
  }, list(['id', 'group', 'roleIds'], 1)),
  spec('auth.updateSamlGroup', (x) => a(x).updateSamlGroup({ id: x.kept.samlGroupId as string, group: 'saml-eng', roleIds: [x.kept.adminRoleId as string] })),
  spec('auth.deleteSamlGroup', (x) => a(x).deleteSamlGroup({ id: x.kept.samlGroupId as string })),
  spec('auth.getOidcConfiguration', (x) => a(x).getOidcConfiguration(), has('active')),
  thirdParty('auth.preLoginWithIdpType', 'answers only for an e-mail domain of a validated SSO connection (DNS)'),
  thirdParty('auth.postLogin', 'needs a SAML response signed by a real IdP'),
  thirdParty('auth.oidcPostLogin', 'needs a code from a real OIDC IdP'),
  thirdParty('auth.oidcPostLoginV2', 'needs a code from a real OIDC IdP'),
];

export const directory: Fn[] = [
  spec('directory.createConfiguration', async (x) => {
    const r = await x.api.directory.createConfiguration({ source: 'okta', connectionName: 'Compat SCIM', syncToUserManagement: true } as never);
    x.kept.scimId = (r as { id: string }).id;
    return r;
  }, has('id', 'token')),
  spec('directory.getConfigs', (x) => x.api.directory.getConfigs(), list(['id', 'connectionName', 'source'], 1)),
  spec('directory.updateConfiguration', (x) => x.api.directory.updateConfiguration(x.kept.scimId as string, { syncToUserManagement: false })),
  spec('directory.countConfigurationUsers', (x) => x.api.directory.countConfigurationUsers(x.kept.scimId as string), has('count')),
  spec('directory.deleteConfiguration', (x) => x.api.directory.deleteConfiguration(x.kept.scimId as string, false)),
];
