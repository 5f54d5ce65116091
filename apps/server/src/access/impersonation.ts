import type { Context } from 'hono';
import { sql } from 'kysely';
import { matchedRoutes } from 'hono/route';
import type { Db } from '../db/connect';
import type { Deps } from '../deps';
import { requestMeta } from '../http/context';
import { forbidden, MSG, unauthorized } from '../http/errors';
import type { AccessPayload } from '../tokens';

/** Refusals the access layer gives an impersonation (impersonation/messages.ts words the rest of its messages). */
export const IMPERSONATION_REFUSED = {
  chained: 'You cannot impersonate while impersonating',
  restricted: 'Not allowed while impersonating',
  stronger: 'You cannot impersonate a user who holds permissions you do not hold',
} as const;

/**
 * What an impersonation session may change (SECURITY.md rule 22): an ALLOW-list of write routes, by method and path
 * without the API prefix; every other write is refused, so a new route is closed until it is listed here. Reads are
 * open (the support person sees what the user sees). The impersonator already holds every permission of the target
 * (access/sessions.ts), so the tenant's administration under those permissions is listed; what belongs to the target's
 * identity is not: credentials, factors, phones, passwords, tokens, the target's own sessions, other tenants, step-up,
 * billing (money is not support's to move).
 */
export const IMPERSONATION_ALLOWED_WRITES: ReadonlyArray<readonly [methods: RegExp, path: RegExp, why: string]> = [
  [/^DELETE$/, /^\/identity\/resources\/impersonation\/v1$/, 'end the impersonation'],
  [/^POST$/, /^\/identity\/resources\/impersonation\/v1$/, 'start: the route itself refuses it while impersonating, with its own message'],
  [/^PUT$/, /^\/identity\/resources\/users\/v2\/me$/, 'profile fields (the phone is refused by the route)'],
  [/^PUT$/, /^\/team\/resources\/profile\/me\/image\/v1$/, 'profile picture'],
  [/^(PUT|POST)$/, /^\/notification\//, 'notification read and pin states'],
  [/^(POST|PUT|PATCH|DELETE)$/, /^\/identity\/resources\/(groups|roles|permissions|applications)\//, 'groups, roles, permissions, applications'],
  [/^(POST|PUT|PATCH|DELETE)$/, /^\/identity\/resources\/configurations\//, 'security policies and restrictions of the tenant'],
  [/^POST$/, /^\/identity\/resources\/users\/v2$/, 'invite a user'],
  [/^(PUT|DELETE)$/, /^\/identity\/resources\/users\/temporary\/v1\//, 'temporary access of a member'],
  [/^POST$/, /^\/identity\/resources\/tenants\/users\/v1\//, 'count, disable and enable members'],
  [/^(POST|PATCH|DELETE)$/, /^\/identity\/resources\/tenants\/invites\/v1\//, 'invite links'],
  [/^(POST|PUT|PATCH|DELETE)$/, /^\/identity\/resources\/sub-tenants\/users\//, 'members of sub-accounts'],
  [/^POST$/, /^\/identity\/resources\/users\/sessions\/v1\/revoke$/, "end another member's sessions"],
  [/^POST$/, /^\/identity\/resources\/users\/v1\/passwords\/breached\/reset\/bulk$/, 'mail breached-password resets'],
  [/^(POST|PUT|DELETE)$/, /^\/team\/resources\/members\//, 'members: roles, profile, removal, activation mail'],
  [/^(POST|PUT|PATCH|DELETE)$/, /^\/team\/resources\/sso\//, 'single sign-on configuration'],
  [/^(POST|PUT|PATCH|DELETE)$/, /^\/tenants\/resources\/(account-settings|sub-tenants)\//, 'account settings and sub-accounts'],
  [/^(POST|PATCH|DELETE)$/, /^\/webhook(\/|$)/, 'webhooks'],
  [/^(POST|PUT|PATCH|DELETE)$/, /^\/integrations\/resources\//, 'e-mail, SMS and Slack channels'],
  [/^POST$/, /^\/reports\/resources\//, 'scheduled reports'],
  [/^POST$/, /^\/audits\/export\//, 'audit export (a read)'],
  [/^POST$/, /^\/metadata\/admin-box$/, 'admin-box settings'],
];

const READS = /^(GET|HEAD|OPTIONS)$/;

/** The route path the request ends at (the handler, not a middleware mounted with `use`), without `/{prefix}`. */
export function endpointOf(c: Context, prefix: string): string {
  // Hono answers with the first method-specific route that matches (a `use` middleware is registered as ALL).
  const path = matchedRoutes(c).find((r) => r.method !== 'ALL')?.path ?? c.req.path;
  return path.startsWith(`/${prefix}/`) ? path.slice(prefix.length + 1) : path;
}

/** True when an impersonation session may make this request (see {@link IMPERSONATION_ALLOWED_WRITES}). */
export function impersonationMayCall(method: string, path: string): boolean {
  if (READS.test(method)) return true;
  return IMPERSONATION_ALLOWED_WRITES.some(([m, p]) => m.test(method) && p.test(path));
}

/**
 * Ends an expired or ended impersonation and everything derived from it (revoked, audited once) and throws 401; a
 * session marked as an impersonation without its record fails closed the same way.
 */
export async function assertImpersonationLive(deps: Deps, c: Context, sessionId: string): Promise<void> {
  const row = await findImpersonation(deps.db, sessionId);
  if (row && !row.ended_at && row.expires_at.getTime() > Date.now()) return;
  await deps.sessions.revoke(sessionId, 'impersonation expired');
  if (row) await deps.sessions.revokeLineage(row.session_id, 'impersonation expired');
  if (row && (await markEnded(deps.db, row.session_id, 'expired'))) {
    await deps.audit.write({ tenantId: row.tenant_id, userId: row.admin_user_id, email: row.admin_email, action: 'Impersonation ended',
      description: `Impersonation of ${row.target_email} by ${row.admin_email} expired`, ...requestMeta(c),
      json: { adminUserId: row.admin_user_id, adminEmail: row.admin_email, targetUserId: row.target_user_id, targetEmail: row.target_email, sessionId: row.session_id, endReason: 'expired' } });
  }
  throw unauthorized(MSG.refreshInvalid, 'IMPERSONATION_EXPIRED');
}

/** Checks a request made with an impersonation token (requireAuth calls it when the token has `act`). */
export async function guardImpersonated(deps: Deps, c: Context, principal: AccessPayload): Promise<void> {
  if (!impersonationMayCall(c.req.method, endpointOf(c, deps.config.prefix))) throw forbidden(IMPERSONATION_REFUSED.restricted);
  await assertImpersonationLive(deps, c, principal.sid);
}

// The record of an impersonation (the impersonation module's table): read and ended here, where its liveness is decided.

/**
 * The impersonation behind a session, with both users' e-mails for audits: the session's own, or that of the session it
 * was derived from (`origin_id`: an OAuth code exchange or a refresh family of the impersonation session).
 */
export const findImpersonation = (db: Db, sessionId: string) =>
  db.selectFrom('impersonations as i')
    .innerJoin('users as a', 'a.id', 'i.admin_user_id').innerJoin('users as t', 't.id', 'i.target_user_id')
    .selectAll('i').select(['a.email as admin_email', 't.email as target_email'])
    .where('i.session_id', '=', (eb) => eb.selectFrom('sessions').select(sql<string>`coalesce(origin_id, id)`.as('root')).where('id', '=', sessionId))
    .executeTakeFirst();

/** Marks an impersonation ended; true only for the call that ended it (a racing end or expiry sees false). */
export async function markEnded(db: Db, sessionId: string, reason: string): Promise<boolean> {
  const res = await db.updateTable('impersonations').set({ ended_at: new Date(), end_reason: reason })
    .where('session_id', '=', sessionId).where('ended_at', 'is', null).executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}
