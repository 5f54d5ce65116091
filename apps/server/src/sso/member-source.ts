import { registerMemberSourceLoader, type MemberSourceLoader } from '../team';

/**
 * Members who joined or signed in through the tenant's SSO: provider `saml` (the spec's name for enterprise SSO, which
 * has no OIDC value), managedBy the exact protocol (`saml` / `oidc`). Module-level so several apps in one process register it once.
 */
const ssoSources: MemberSourceLoader = async (db, tenantId, userIds) => {
  const rows = await db.selectFrom('sso_identities').select(['user_id', 'provider']).where('tenant_id', '=', tenantId).where('user_id', 'in', userIds).execute();
  return new Map(rows.map((r) => [r.user_id, { provider: 'saml' as const, managedBy: r.provider === 'oidc' ? 'oidc' : 'saml' }]));
};

/** Lets the users lists show SSO members' provider; registered before SCIM's, so a SCIM-provisioned member stays scim2. */
export const registerSsoMemberSource = (): void => registerMemberSourceLoader(ssoSources);
