import type { MemberSourceLoader } from '../team';

/**
 * Members who joined or signed in through the tenant's SSO: provider `saml` (the spec's name for enterprise SSO, which
 * has no OIDC value), managedBy the exact protocol (`saml` / `oidc`). app.ts hands it to the team domain.
 */
export const ssoMemberSources: MemberSourceLoader = async (db, tenantId, userIds) => {
  const rows = await db.selectFrom('sso_identities').select(['user_id', 'provider']).where('tenant_id', '=', tenantId).where('user_id', 'in', userIds).execute();
  return new Map(rows.map((r) => [r.user_id, { provider: 'saml' as const, managedBy: r.provider === 'oidc' ? 'oidc' : 'saml' }]));
};

