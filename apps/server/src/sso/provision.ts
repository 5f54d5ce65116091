import type { Context } from 'hono';
import { attachAccount } from '../access';
import type { UserRow } from '../db/schema';
import type { Deps } from '../deps';
import { emitJoined } from '../events';
import { requestMeta } from '../http/context';
import { resolveRoleIds, setUserRoles } from '../roles';
import { proveAddress, createUser, dropTenantless, findUserByEmail, isUniqueViolation } from '../users';
import { isUsableMembership, membership } from '../membership';
import { isPlanLimitError } from '../limits';
import { domainsOf, groupsOf, idList, type ConfigRow } from './repo';
import { SsoRefusal, type SsoIdentity } from './saml-sp';

/** Messages of provisioning. */
export const PROVISION_MSG = {
  noEmail: 'The identity provider sent no e-mail address',
  foreignDomain: "The e-mail's domain is not a verified domain of this SSO configuration",
  noAccess: 'Your access to this account is disabled or has expired',
} as const;

/** The roles a new SSO user gets: the configuration's default roles plus those mapped from the user's IdP groups. */
async function rolesFor(deps: Deps, config: ConfigRow, groups: string[]): Promise<string[]> {
  const mapped = (await groupsOf(deps.db, [config.id])).filter((g) => groups.includes(g.group_name)).flatMap((g) => idList(g.role_ids));
  const wanted = [...new Set([...idList(config.role_ids), ...mapped])];
  // Roles deleted since they were chosen simply drop out.
  return resolveRoleIds(deps.db, deps.vendor.id, config.tenant_id, wanted);
}

/**
 * Finds or creates (just in time) the user an IdP vouched for, as a member of the configuration's tenant. Only an
 * e-mail of one of the configuration's verified domains is accepted, so one tenant's IdP cannot sign in another's users.
 */
export async function provisionSsoUser(deps: Deps, c: Context, config: ConfigRow, who: SsoIdentity, provider: 'saml' | 'oidc'): Promise<UserRow> {
  const email = who.email?.trim().toLowerCase();
  if (!email) throw new SsoRefusal(PROVISION_MSG.noEmail, config.tenant_id);
  const domain = email.split('@')[1] ?? '';
  const verified = (await domainsOf(deps.db, [config.id])).filter((d) => d.validated).map((d) => d.domain);
  if (!verified.includes(domain)) throw new SsoRefusal(PROVISION_MSG.foreignDomain, config.tenant_id);
  let user = await findUserByEmail(deps.db, deps.vendor.id, email);
  let created = false;
  if (!user) {
    try {
      user = await createUser(deps.db, { vendorId: deps.vendor.id, email, name: who.name ?? null, verified: true });
      created = true;
    } catch (e) {
      if (!isUniqueViolation(e)) throw e;
      user = (await findUserByEmail(deps.db, deps.vendor.id, email))!;
    }
  }
  const member = await membership(deps.db, user.id, config.tenant_id);
  // The IdP vouches for the person, not for access: a member the account disabled or whose temporary access ended stays out.
  if (member && !isUsableMembership({ ...member, activated: true })) throw new SsoRefusal(PROVISION_MSG.noAccess, config.tenant_id);
  // The address is in a domain this tenant verified (checked above and again by the access layer): the account joins, or
  // its pending invitation is accepted by signing in through the account's own IdP.
  const joining = user;
  const attached = await attachAccount(deps.db, user.id, config.tenant_id, created ? { how: 'new-account' } : { how: 'verified-domain', email }).catch(async (e: unknown) => {
    if (!isPlanLimitError(e)) throw e;
    // The tenant's seats are full: refused on the SSO-failed step, and an account made for this login is taken back.
    if (created) await dropTenantless(deps.db, joining.id);
    throw new SsoRefusal(e.errors.join(', '), config.tenant_id);
  });
  await emitJoined(deps.events, config.tenant_id, user, { result: attached, invited: false, newAccount: created }, { provider });
  if (!member) {
    if (attached === 'added') {
      const roleIds = await rolesFor(deps, config, who.groups);
      await setUserRoles(deps.db, user.id, config.tenant_id, roleIds);
      await deps.audit.write({ tenantId: config.tenant_id, userId: user.id, email, action: 'User provisioned by SSO', ...requestMeta(c),
        description: `${email} joined through ${provider.toUpperCase()} SSO`, json: { configId: config.id, provider, roleIds, groups: who.groups } });
    }
  }
  // The IdP proved the address (a domain this tenant verified): a never-verified account's earlier credentials are voided.
  if (!created && (await proveAddress(deps, user, 'SSO', requestMeta(c), provider)).firstProof) user = (await findUserByEmail(deps.db, deps.vendor.id, email))!;
  await deps.db.insertInto('sso_identities').values({ user_id: user.id, tenant_id: config.tenant_id, provider, subject: who.subject || email })
    .onConflict((oc) => oc.columns(['user_id', 'tenant_id']).doUpdateSet({ provider, subject: who.subject || email })).execute();
  return user;
}
