import type { Context, ErrorHandler } from 'hono';
import { isApiError, MSG } from '../http/errors';
import { log, requestId } from '../http/log';
import { readBody } from '../http/validate';

/** Schema URNs of RFC 7643 / 7644. */
export const URN = {
  user: 'urn:ietf:params:scim:schemas:core:2.0:User',
  group: 'urn:ietf:params:scim:schemas:core:2.0:Group',
  list: 'urn:ietf:params:scim:api:messages:2.0:ListResponse',
  patch: 'urn:ietf:params:scim:api:messages:2.0:PatchOp',
  error: 'urn:ietf:params:scim:api:messages:2.0:Error',
  spc: 'urn:ietf:params:scim:schemas:core:2.0:ServiceProviderConfig',
  resourceType: 'urn:ietf:params:scim:schemas:core:2.0:ResourceType',
  schema: 'urn:ietf:params:scim:schemas:core:2.0:Schema',
} as const;

/** SCIM media type (RFC 7644 §3.1). */
export const SCIM_TYPE = 'application/scim+json';
/** Largest page a list returns (advertised as filter.maxResults). */
export const MAX_RESULTS = 200;

/** RFC 7644 §3.12 `scimType` values this server uses. */
export type ScimType = 'invalidFilter' | 'uniqueness' | 'mutability' | 'invalidSyntax' | 'invalidPath' | 'noTarget' | 'invalidValue';

/** An error answered in the SCIM error schema. */
export class ScimError extends Error {
  readonly kind = 'ScimError' as const;
  constructor(readonly status: number, readonly detail: string, readonly scimType?: ScimType) {
    super(detail);
  }
}

/** SCIM messages, worded once. */
export const SCIM_MSG = {
  unauthorized: 'Missing, unknown or revoked SCIM bearer token',
  userNotFound: 'User not found',
  groupNotFound: 'Group not found',
  userNameTaken: 'A user with this userName or e-mail already exists',
  groupNameTaken: 'A group with this displayName already exists',
  noEmail: 'A user needs an e-mail address: emails[].value or an e-mail userName',
  userNameRequired: 'userName is required',
  displayNameRequired: 'displayName is required',
  sharedAccount: 'The e-mail of a user who also belongs to other accounts cannot be changed here',
  badPatch: 'A PATCH body needs the PatchOp schema and Operations with op add, replace or remove',
  unknownMember: 'members: unknown user',
  badJson: 'Request body is not valid JSON',
} as const;

/** Sends a SCIM body with the SCIM media type. */
export function scim(c: Context, body: unknown, status: 200 | 201 = 200): Response {
  return c.body(JSON.stringify(body), status, { 'content-type': SCIM_TYPE });
}

/** The request body as JSON, or a SCIM invalidSyntax error. */
export async function scimBody(c: Context): Promise<Record<string, unknown>> {
  let v: unknown;
  try { v = await readBody(c); } catch { throw new ScimError(400, SCIM_MSG.badJson, 'invalidSyntax'); }
  if (!v || typeof v !== 'object' || Array.isArray(v)) throw new ScimError(400, SCIM_MSG.badJson, 'invalidSyntax');
  // PostgreSQL text cannot hold U+0000: refused before the database sees it.
  if (JSON.stringify(v).includes('\\u0000')) throw new ScimError(400, MSG.nulCharacter, 'invalidValue');
  return v as Record<string, unknown>;
}

const errorBody = (status: number, detail: string, scimType?: string) =>
  JSON.stringify({ schemas: [URN.error], status: String(status), ...(scimType ? { scimType } : {}), detail });

/** Every error under the SCIM base path answers in the SCIM error schema (RFC 7644 §3.12). */
export const scimOnError: ErrorHandler = (err, c) => {
  const headers: Record<string, string> = { 'content-type': SCIM_TYPE };
  if (err instanceof ScimError) {
    if (err.status === 401) headers['www-authenticate'] = 'Bearer realm="scim"';
    return c.body(errorBody(err.status, err.detail, err.scimType), err.status as 400, headers);
  }
  if (isApiError(err)) return c.body(errorBody(err.status, err.errors.join(', ')), err.status as 400, headers);
  // An id that is not a UUID never names a resource here.
  if ((err as { code?: unknown }).code === '22P02') return c.body(errorBody(404, MSG.notFound), 404, headers);
  log.error({ reqId: requestId(c), method: c.req.method, path: c.req.path, err }, 'SCIM error');
  return c.body(errorBody(500, MSG.internal), 500, headers);
};

/** `startIndex` / `count` of a list request (1-based, count capped at {@link MAX_RESULTS}). */
export function paging(c: Context): { startIndex: number; count: number } {
  const int = (v: string | undefined, dflt: number) => {
    if (v === undefined || v === '') return dflt;
    const n = Number(v);
    if (!Number.isInteger(n)) throw new ScimError(400, `Not an integer: ${v}`, 'invalidValue');
    return n;
  };
  return { startIndex: Math.max(1, int(c.req.query('startIndex'), 1)), count: Math.min(MAX_RESULTS, Math.max(0, int(c.req.query('count'), MAX_RESULTS))) };
}

/** A ListResponse page of already filtered resources. */
export function listResponse<T>(all: T[], p: { startIndex: number; count: number }) {
  const page = all.slice(p.startIndex - 1, p.startIndex - 1 + p.count);
  return { schemas: [URN.list], totalResults: all.length, startIndex: p.startIndex, itemsPerPage: page.length, Resources: page };
}
