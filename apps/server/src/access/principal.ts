import type { Context } from 'hono';
import { requestMeta } from '../http/context';
import type { AccessPayload } from '../tokens';

/** Hono environment: the verified caller, when the route needs one. */
export interface AppEnv {
  /** `liveRead`: a route's read run in the caller's live check (access/require.ts withLiveRead). */
  Variables: { principal: AccessPayload; liveRead?: unknown };
}

export type Ctx = Context<AppEnv>;

/** Audit fields of the authenticated caller; on an impersonation, the admin acting too (both people are named). */
export function actor(c: Ctx) {
  const p = c.get('principal');
  return { tenantId: p.tenantId, userId: p.sub, email: p.email, ...requestMeta(c), ...(p.act ? { act: p.act } : {}) };
}
