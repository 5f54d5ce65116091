import * as shared from '@portico/rest-api/schemas';
import { z } from 'zod';
import { REFRESH_COOKIE } from '../http/cookies';
import REQUEST_BODIES from './request-bodies.json';
import RESPONSE_BODIES from './response-bodies.json';

/** `METHOD /path-without-prefix` → the name of the shared schema its JSON body is validated with (generated, see README). */
export const requestBodies: Readonly<Record<string, string>> = REQUEST_BODIES;

/**
 * `METHOD /path-without-prefix` → status → the shared response schemas its answers passed in the contract round trips
 * (generated, see README).
 */
export const responseBodies: Readonly<Record<string, Readonly<Record<string, readonly string[]>>>> = RESPONSE_BODIES;

/** The document's grouping: the first segments of a path (`identity/resources/roles`, `oauth`, …). */
export const tagOf = (bare: string): string => {
  const parts = bare.split('/').filter((p) => p && !p.startsWith(':'));
  return (parts[1] === 'resources' ? parts.slice(0, 3) : parts.slice(0, 1)).join('/') || '/';
};

const SCHEMAS = shared as unknown as Record<string, unknown>;
const isZod = (v: unknown): v is z.ZodType => typeof v === 'object' && v !== null && typeof (v as { safeParse?: unknown }).safeParse === 'function';

/** The export name of a shared schema object, or undefined (a schema local to the server). */
export function sharedSchemaName(schema: unknown): string | undefined {
  return Object.keys(SCHEMAS).find((k) => SCHEMAS[k] === schema);
}

const toJson = (s: z.ZodType, io: 'input' | 'output' = 'input'): object => {
  try {
    const { $schema: _drop, ...rest } = z.toJSONSchema(s, { unrepresentable: 'any', io, target: 'draft-2020-12' }) as Record<string, unknown>;
    return rest;
  } catch {
    return {};
  }
};

const ERROR = { $ref: '#/components/schemas/Errors' };
const json = (schema: object) => ({ 'application/json': { schema } });
// Calls authenticated by the httpOnly refresh cookie rather than the bearer token.
const COOKIE_CALL = /token\/refresh|\/logout|\/oauth\/(authorize|token|logout)/;

/** The documented answers of one route: its proven success bodies, else any 2XX; the error shape for 4XX and 503. */
function responsesOf(key: string, components: Record<string, object>): Record<string, object> {
  const success: Record<string, object> = {};
  for (const [status, names] of Object.entries(responseBodies[key] ?? {})) {
    const refs = names.filter((n) => isZod(SCHEMAS[n])).map((n) => {
      components[n] ??= toJson(SCHEMAS[n] as z.ZodType, 'output');
      return { $ref: `#/components/schemas/${n}` };
    });
    if (refs.length) success[status] = { description: 'Success', content: json(refs.length === 1 ? refs[0]! : { oneOf: refs }) };
  }
  return {
    ...(Object.keys(success).length ? success : { '2XX': { description: 'Success' } }),
    '4XX': { description: 'Refused: the reasons in `errors` (400 bad input, 401 not signed in, 403 not allowed, 404, 409, 413 body too large, 429)', content: json(ERROR) },
    '503': { description: 'The database is unavailable; retry after `Retry-After` seconds', content: json(ERROR) },
  };
}

/** What a route's middleware declares (see declared()). */
interface Declared { issues: string[]; recentAuth: boolean; csrf: boolean; signedIn: boolean; permissions: string[] }

/**
 * `x-portico-issues` (sessions, tokens, memberships the route may create), `x-portico-permission` (the key it checks),
 * `x-portico-recent-auth` and `x-portico-csrf`.
 */
const extensions = (d: Declared) => ({
  ...(d.issues.length ? { 'x-portico-issues': d.issues } : {}),
  ...(d.permissions.length ? { 'x-portico-permission': d.permissions.join(' ') } : {}),
  ...(d.recentAuth ? { 'x-portico-recent-auth': true } : {}),
  ...(d.csrf ? { 'x-portico-csrf': true } : {}),
});

/**
 * OpenAPI 3.1 for the routes the server has: every path and method, path parameters, request bodies from the shared
 * zod schemas (`@portico/rest-api/schemas`), and the one error shape `{ errors: string[] }`.
 */
type RouteEntry = { method: string; path: string; handler?: unknown };

/** Hono's wildcard route path (`/a/*`) as a test on a concrete route path. */
const covers = (pattern: string, path: string): boolean =>
  pattern === path || (pattern.endsWith('/*') && (path === pattern.slice(0, -2) || path.startsWith(pattern.slice(0, -1)))) || pattern === '*' || pattern === '/*';

/**
 * What a route declares through its middleware (access/declare.ts `issues()`, access/recent-auth.ts): the issues of
 * every handler registered on the same path and method, or on a `use` pattern covering it.
 */
function declared(routes: readonly RouteEntry[], method: string, path: string): Declared {
  const issues = new Set<string>();
  const permissions = new Set<string>();
  let recentAuth = false;
  let csrf = false;
  let signedIn = false;
  for (const r of routes) {
    if ((r.method !== method && r.method !== 'ALL') || !covers(r.path, path)) continue;
    // A sub-app with its own error handler has its handlers wrapped by Hono; the original is kept under this key.
    const wrapped = r.handler as { __COMPOSED_HANDLER?: unknown } | undefined;
    const h = (wrapped?.__COMPOSED_HANDLER ?? r.handler) as { issues?: unknown; recentAuth?: unknown; csrf?: unknown; reach?: unknown; permission?: unknown } | undefined;
    if (Array.isArray(h?.issues)) for (const i of h.issues) issues.add(String(i));
    // The access layer's router builders mark each route's first handler with its reach (access/router.ts).
    if (h?.reach === 'signed-in') signedIn = true;
    if (typeof h?.permission === 'string') permissions.add(h.permission);
    if (typeof h?.recentAuth === 'number') recentAuth = true;
    if (h?.csrf === true) csrf = true;
  }
  return { issues: [...issues].sort(), recentAuth, csrf, signedIn, permissions: [...permissions] };
}

export function openApiDocument(routes: readonly RouteEntry[], prefix: string, serverUrl: string): object {
  const paths: Record<string, Record<string, object>> = {};
  const components: Record<string, object> = {
    Errors: { type: 'object', required: ['errors'], properties: { errors: { type: 'array', items: { type: 'string' }, minItems: 1 } } },
  };
  const seen = new Set<string>();
  for (const r of routes) {
    const method = r.method.toLowerCase();
    if (!['get', 'post', 'put', 'patch', 'delete'].includes(method) || !r.path.startsWith(`/${prefix}/`) || r.path.includes('*')) continue;
    if (seen.has(`${method} ${r.path}`) || seen.add(`${method} ${r.path}`).size === 0) continue;
    const bare = r.path.slice(prefix.length + 1);
    const openPath = bare.replace(/:(\w+)(\{[^}]*\})?\??/g, '{$1}');
    const params = [...bare.matchAll(/:(\w+)/g)].map((m) => ({ name: m[1], in: 'path', required: true, schema: { type: 'string' } }));
    const d = declared(routes, r.method, r.path);
    const bodyName = requestBodies[`${r.method} ${bare}`];
    const bodySchema = bodyName ? SCHEMAS[bodyName] : undefined;
    if (bodyName && isZod(bodySchema)) components[bodyName] ??= toJson(bodySchema);
    (paths[openPath] ??= {})[method] = {
      operationId: `${method}${bare.replace(/[^A-Za-z0-9]+(.)?/g, (_m, ch: string | undefined) => (ch ?? '').toUpperCase())}`,
      ...(params.length ? { parameters: params } : {}),
      tags: [tagOf(bare)],
      ...(bodyName && isZod(bodySchema) ? { requestBody: { required: true, content: json({ $ref: `#/components/schemas/${bodyName}` }) } } : {}),
      // Signed-in routes require the bearer; the others keep the document's default (a bearer is optional).
      ...(COOKIE_CALL.test(bare) ? { security: [{ refreshCookie: [] }, {}] } : d.signedIn ? { security: [{ bearer: [] }] } : {}),
      responses: responsesOf(`${r.method} ${bare}`, components),
      ...extensions(d),
    };
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Portico API', version: '1', description: 'Generated from the routes the server serves and the shared zod schemas.' },
    servers: [{ url: `${serverUrl}/${prefix}` }],
    components: {
      schemas: components,
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'The access token of a login, refresh or API-token exchange' },
        refreshCookie: { type: 'apiKey', in: 'cookie', name: REFRESH_COOKIE, description: 'The httpOnly refresh cookie; calls with it also need the x-portico-source header (CSRF)' },
      },
    },
    security: [{ bearer: [] }, {}],
    paths,
  };
}
