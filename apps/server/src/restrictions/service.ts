import type { Context } from 'hono';
import type { AuditLog } from '../audit';
import type { Db } from '../db/connect';
import { requestMeta } from '../http/context';
import { ApiError } from '../http/errors';
import { domainAllowed, emailDomain, ipAllowed } from './match';
import { domainRules, ipRules } from './repo';

// Not all of Deps: the session store (a Deps member) uses this folder, so Deps here would close an import cycle.
type RestrictionDeps = { db: Db; audit: AuditLog };

/** Messages of refusals (the error catalogue words none for restrictions; these are documented in the server README). */
export const RESTRICTION_MSG = {
  ipBlocked: 'Access from your IP address is not allowed for this account',
  domainBlocked: 'Your email domain is not allowed for this account',
  domainExists: 'This domain is already on the list',
  ipNotFound: 'IP restriction not found',
  domainNotFound: 'Email domain restriction not found',
} as const;

/** 403 IP_RESTRICTED: the caller's address does not pass the tenant's IP rules. */
export const ipRestricted = () => new ApiError(403, 'IP_RESTRICTED', [RESTRICTION_MSG.ipBlocked]);
/** 403 EMAIL_DOMAIN_RESTRICTED: the address's domain does not pass the tenant's e-mail domain rules. */
export const domainRestricted = () => new ApiError(403, 'EMAIL_DOMAIN_RESTRICTED', [RESTRICTION_MSG.domainBlocked]);

/** Whether the request's address passes the tenant's IP rules. */
export async function ipPasses(deps: RestrictionDeps, c: Context, tenantId: string): Promise<boolean> {
  return ipAllowed(await ipRules(deps.db, tenantId), requestMeta(c).ip);
}

/** Refuses (403) a request whose address the tenant's IP rules do not let in. */
export async function assertIpAllowed(deps: RestrictionDeps, c: Context, tenantId: string): Promise<void> {
  if (!(await ipPasses(deps, c, tenantId))) throw ipRestricted();
}

/** Refuses (403) an address whose e-mail domain the tenant's rules do not let join or sign in. */
export async function assertEmailDomainAllowed(deps: RestrictionDeps, tenantId: string, email: string): Promise<void> {
  if (!domainAllowed(await domainRules(deps.db, tenantId), email)) throw domainRestricted();
}

/**
 * Login gate for a tenant: e-mail domain, then IP. A refusal is audited (WARNING) with the tenant, since the
 * password was already proven and the tenant's admins should see who was kept out and why.
 */
export async function assertLoginAllowed(deps: RestrictionDeps, c: Context, user: { id: string; email: string }, tenantId: string): Promise<void> {
  const [domainOk, ipOk] = await Promise.all([
    domainRules(deps.db, tenantId).then((r) => domainAllowed(r, user.email)), ipPasses(deps, c, tenantId),
  ]);
  if (domainOk && ipOk) return;
  const why = !domainOk ? `email domain ${emailDomain(user.email)} is restricted` : 'IP address is restricted';
  await deps.audit.write({ tenantId, userId: user.id, email: user.email, action: 'Login refused', description: `Login refused: ${why}`, severity: 'WARNING', ...requestMeta(c) });
  throw domainOk ? ipRestricted() : domainRestricted();
}
