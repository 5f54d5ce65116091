import type { Ctx, Fn } from '../harness';
import { all, has, list, listAt, notInSpec, spec, thirdParty } from '../harness';

// Security settings of the admin's tenant: policies, sessions, restrictions, tokens, the security centre.
const p = (x: Ctx) => x.api.securityPolicy;
const POLICY = ['id', 'createdAt', 'updatedAt'];
const IP = ['id', 'ip', 'strategy', 'isActive', 'createdAt', 'updatedAt'];

export const policies: Fn[] = [
  spec('securityPolicy.getGlobalSecurityPolicy', (x) => p(x).getGlobalSecurityPolicy(), has('id', 'allowSignups', 'apiTokensEnabled', 'cookieSameSite', 'defaultTokenExpiration', 'defaultRefreshTokenExpiration', 'publicKey')),
  spec('securityPolicy.getMfaPolicy', (x) => p(x).getMfaPolicy(), has(...POLICY, 'enforceMFAType')),
  spec('securityPolicy.getVendorMfaPolicy', (x) => p(x).getVendorMfaPolicy(), has('enforceMFAType')),
  spec('securityPolicy.saveMfaPolicy', async (x) => p(x).saveMfaPolicy({ id: (await p(x).getMfaPolicy()).id, enforceMFAType: 'DontForce' }), has(...POLICY, 'enforceMFAType')),
  spec('securityPolicy.getLockoutPolicy', (x) => p(x).getLockoutPolicy(), has(...POLICY, 'enabled', 'maxAttempts')),
  spec('securityPolicy.getVendorLockoutPolicy', (x) => p(x).getVendorLockoutPolicy(), has('enabled', 'maxAttempts')),
  spec('securityPolicy.saveLockoutPolicy', (x) => p(x).saveLockoutPolicy({ enabled: true, maxAttempts: 10 }), has(...POLICY, 'enabled', 'maxAttempts')),
  spec('securityPolicy.getPasswordHistoryPolicy', (x) => p(x).getPasswordHistoryPolicy(), has(...POLICY, 'enabled', 'historySize')),
  spec('securityPolicy.getVendorPasswordHistoryPolicy', (x) => p(x).getVendorPasswordHistoryPolicy(), has('enabled', 'historySize')),
  spec('securityPolicy.savePasswordHistoryPolicy', (x) => p(x).savePasswordHistoryPolicy({ enabled: true, historySize: 3 }), has(...POLICY, 'enabled', 'historySize')),
  notInSpec('securityPolicy.getPasswordRotationPolicy', 'password rotation (forced periodic change) is not in the spec'),
  notInSpec('securityPolicy.getVendorPasswordRotationPolicy', 'password rotation (forced periodic change) is not in the spec'),
  notInSpec('securityPolicy.savePasswordRotationPolicy', 'password rotation (forced periodic change) is not in the spec'),
  thirdParty('securityPolicy.getCountryRestrictionsConfig', 'country restrictions need a GeoIP database (not in the spec)'),
  thirdParty('securityPolicy.updateCountryRestrictionsConfig', 'country restrictions need a GeoIP database (not in the spec)'),
  thirdParty('securityPolicy.getCountryRestrictions', 'country restrictions need a GeoIP database (not in the spec)'),
  thirdParty('securityPolicy.updateCountryRestrictions', 'country restrictions need a GeoIP database (not in the spec)'),
];

export const sessionsAdmin: Fn[] = [
  spec('auth.getSessionConfigurations', (x) => x.api.auth.getSessionConfigurations(), has('sessionTimeoutConfiguration', 'sessionIdleTimeoutConfiguration', 'sessionConcurrentConfiguration')),
  spec('auth.createOrUpdateSessionConfigrations', (x) => x.api.auth.createOrUpdateSessionConfigrations({
    sessionTimeoutConfiguration: { isActive: true, timeout: 7_776_000 },
    sessionIdleTimeoutConfiguration: { isActive: true, timeout: 3600 },
    sessionConcurrentConfiguration: { isActive: false, maxSessions: 10 },
  })),
  spec('auth.revokeSessionsForUser', async (x) => x.api.auth.revokeSessionsForUser(x.kept.inviteeId as string)),
];

export const restrictions: Fn[] = [
  spec('securityPolicy.getDomainRestrictionsConfig', (x) => p(x).getDomainRestrictionsConfig(), has('active', 'listType', 'blockPublicDomains')),
  spec('securityPolicy.createDomainRestriction', async (x) => {
    const r = await p(x).createDomainRestriction({ domain: 'blocked.example', type: 'BLOCK' as never });
    x.kept.domainRestrictionId = r.id;
    return r;
  }, has('id', 'domain', 'type')),
  spec('securityPolicy.getDomainRestrictions', (x) => p(x).getDomainRestrictions(), listAt('items', ['id', 'domain', 'type'], 1)),
  spec('securityPolicy.updateDomainRestrictionConfig', (x) => p(x).updateDomainRestrictionConfig({ active: false, type: 'BLOCK' as never, blockPublicDomains: false }), has('active', 'listType', 'blockPublicDomains')),
  spec('securityPolicy.deleteDomainRestriction', (x) => p(x).deleteDomainRestriction(x.kept.domainRestrictionId as string)),
  spec('securityPolicy.getIPRestrictionsConfig', (x) => p(x).getIPRestrictionsConfig(), has('isActive')),
  spec('securityPolicy.createIPRestriction', (x) => p(x).createIPRestriction({ ip: '203.0.113.7', strategy: 'BLOCK' as never, isActive: true, description: 'Compat' })),
  spec('securityPolicy.bulkCreateIPRestriction', (x) => p(x).bulkCreateIPRestriction({ ips: [{ ip: '203.0.113.8', strategy: 'BLOCK' as never, isActive: true }, { ip: '198.51.100.0/24', strategy: 'BLOCK' as never, isActive: true }] })),
  spec('securityPolicy.getIPRestrictions', async (x) => {
    const r = await p(x).getIPRestrictions({ _offset: 0, _limit: 10, _filter: 'BLOCK' });
    x.kept.ipRestrictionId = (r.items as unknown as { id: string }[])[0]?.id;
    return r;
  }, all(listAt('items', IP, 1), has('_metadata.totalItems', '_metadata.totalPages'))),
  spec('securityPolicy.testCurrentIp', (x) => p(x).testCurrentIp(), has('valid')),
  spec('securityPolicy.testCurrentIpInAllowList', (x) => p(x).testCurrentIpInAllowList(), has('valid')),
  spec('securityPolicy.updateIPRestrictionConfig', (x) => p(x).updateIPRestrictionConfig({ isActive: false, strategy: 'BLOCK' as never })),
  spec('securityPolicy.deleteIPRestriction', (x) => p(x).deleteIPRestriction(x.kept.ipRestrictionId as string)),
];

const TOKEN = ['description'];
export const tokens: Fn[] = [
  spec('auth.updateUserApiTokensData', async (x) => {
    const r = await x.api.auth.updateUserApiTokensData({ description: 'Compat personal', expiresInMinutes: 1440 });
    x.kept.userClientId = r.clientId;
    return r;
  }, has(...TOKEN, 'clientId', 'secret')),
  spec('auth.getUserApiTokensData', (x) => x.api.auth.getUserApiTokensData(), list([...TOKEN, 'clientId'], 1)),
  spec('auth.deleteUserApiToken', (x) => x.api.auth.deleteUserApiToken({ tokenId: x.kept.userClientId as string })),
  spec('auth.updateTenantApiTokensData', async (x) => {
    const r = await x.api.auth.updateTenantApiTokensData({ description: 'Compat tenant', roleIds: [x.kept.readOnlyRoleId as string], expiresInMinutes: null });
    x.kept.tenantClientId = r.clientId;
    return r;
  }, has(...TOKEN, 'clientId', 'secret')),
  spec('auth.getTenantApiTokensData', (x) => x.api.auth.getTenantApiTokensData(), list([...TOKEN, 'clientId'], 1)),
  spec('auth.deleteTenantApiToken', (x) => x.api.auth.deleteTenantApiToken({ tokenId: x.kept.tenantClientId as string })),
  spec('auth.createUserAccessToken', async (x) => {
    const r = await x.api.auth.createUserAccessToken({ description: 'Compat personal access', expiresInMinutes: 1440 }) as unknown as { id: string };
    x.kept.userAccessTokenId = r.id;
    return r;
  }, has('id', 'secret', 'createdAt')),
  spec('auth.getUserAccessTokensData', (x) => x.api.auth.getUserAccessTokensData(), listAt('accessTokens', ['id', 'createdAt'], 1)),
  spec('auth.deleteUserAccessToken', (x) => x.api.auth.deleteUserAccessToken({ id: x.kept.userAccessTokenId as string })),
  spec('auth.createTenantAccessToken', async (x) => {
    const r = await x.api.auth.createTenantAccessToken({ description: 'Compat tenant access', expiresInMinutes: null, roleIds: [x.kept.readOnlyRoleId as string] }) as unknown as { id: string };
    x.kept.tenantAccessTokenId = r.id;
    return r;
  }, has('id', 'secret', 'createdAt')),
  spec('auth.getTenantAccessTokensData', (x) => x.api.auth.getTenantAccessTokensData(), listAt('accessTokens', ['id', 'createdAt'], 1)),
  spec('auth.deleteTenantAccessToken', (x) => x.api.auth.deleteTenantAccessToken({ id: x.kept.tenantAccessTokenId as string })),
];

export const securityCenter: Fn[] = [
  spec('securityCenter.getRecommendations', (x) => x.api.securityCenter.getRecommendations(), has('scoring.score', 'recommendations.items')),
  spec('securityCenter.getInsights', (x) => x.api.securityCenter.getInsights(), has('insights.items')),
];
