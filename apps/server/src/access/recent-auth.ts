import type { Context, MiddlewareHandler } from 'hono';
import type { Db } from '../db/connect';
import type { Deps } from '../deps';
import type { AppEnv } from './principal';
import { ApiError, forbidden } from '../http/errors';
import { IMPERSONATION_REFUSED } from './impersonation';
import { isSteppedUp } from '../step-up';
import type { AccessPayload } from '../tokens';

/** How recent a sign-in or step-up must be to change a credential, factor or phone: 10 minutes. */
export const RECENT_AUTH_MAX_AGE_SECONDS = 600;

/** Answer when a call needs a fresher authentication than the token carries (the step-up answer of the spec). */
export const STEP_UP_REQUIRED = 'Step-up authentication required';

/** The user had a factor a step-up can use (authenticator app, SMS phone, security key) when they signed in at `since`. */
async function couldStepUp(db: Db, userId: string, since: Date): Promise<boolean> {
  const row = await db.selectFrom('mfa_authenticators').select('id').where('user_id', '=', userId).where('verified', '=', true).where('kind', 'in', ['totp', 'sms'])
    .where('created_at', '<', since)
    .unionAll(db.selectFrom('webauthn_credentials').select('id').where('user_id', '=', userId).where('purpose', '=', 'mfa').where('created_at', '<', since))
    .limit(1).executeTakeFirst();
  return !!row;
}

/**
 * Is the caller's authentication recent enough for a credential change? A sign-in (or step-up) within `maxAge`; and
 * when the user already had a step-up factor at that sign-in, it must have been a step-up (multi-factor) one. A factor
 * enrolled by this very session does not demand a step-up the session could not have made.
 */
export async function isRecentlyAuthenticated(db: Db, p: AccessPayload, maxAge = RECENT_AUTH_MAX_AGE_SECONDS, now = Date.now()): Promise<boolean> {
  if (typeof p.auth_time !== 'number' || p.auth_time + maxAge < now / 1000) return false;
  return !(await couldStepUp(db, p.sub, new Date(p.auth_time * 1000))) || isSteppedUp(p, { maxAge, now });
}

/** 403 with the step-up answer and an RFC 9470-style challenge naming the max age the client should ask for. */
export function stepUpRequired(c: Context, maxAge = RECENT_AUTH_MAX_AGE_SECONDS): ApiError {
  c.header('WWW-Authenticate', `Bearer error="insufficient_user_authentication", error_description="${STEP_UP_REQUIRED}", max_age=${maxAge}`);
  return new ApiError(403, 'STEP_UP_REQUIRED', [STEP_UP_REQUIRED]);
}

/**
 * THE guard of every credential, factor and phone route (SECURITY.md rule 18): people only (no API token), never an
 * impersonation, and a recent sign-in or step-up. Mount it after `requireAuth`. `proof` names what the request itself
 * proves instead of recency, for removals that check a current code of the factor being removed (or a step-up).
 */
export function requireRecentAuth(deps: Deps, maxAge = RECENT_AUTH_MAX_AGE_SECONDS, opts: { proof?: string } = {}): MiddlewareHandler<AppEnv> {
  const guard: MiddlewareHandler<AppEnv> = async (c, next) => {
    const p = c.get('principal');
    if (p.apiToken) throw forbidden();
    if (p.act) throw forbidden(IMPERSONATION_REFUSED.restricted);
    if (!opts.proof && !(await isRecentlyAuthenticated(deps.db, p, maxAge))) throw stepUpRequired(c, maxAge);
    await next();
  };
  // Named, so the credential-routes test can list which routes carry it (access/credentials.test.ts).
  return Object.assign(guard, { recentAuth: maxAge });
}
