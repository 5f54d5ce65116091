import * as shared from '@portico/rest-api/schemas';
import { z } from 'zod';
import REQUEST_BODIES from './request-bodies.json';

/** `METHOD /path-without-prefix` → the name of the shared schema its JSON body is validated with (generated, see README). */
export const requestBodies: Readonly<Record<string, string>> = REQUEST_BODIES;

const SCHEMAS = shared as unknown as Record<string, unknown>;
const isZod = (v: unknown): v is z.ZodType => typeof v === 'object' && v !== null && typeof (v as { safeParse?: unknown }).safeParse === 'function';

/** The export name of a shared schema object, or undefined (a schema local to the server). */
export function sharedSchemaName(schema: unknown): string | undefined {
  return Object.keys(SCHEMAS).find((k) => SCHEMAS[k] === schema);
}

const toJson = (s: z.ZodType): object => {
  try {
    const { $schema: _drop, ...rest } = z.toJSONSchema(s, { unrepresentable: 'any', io: 'input', target: 'draft-2020-12' }) as Record<string, unknown>;
    return rest;
  } catch {
    return {};
  }
};

const ERROR = { $ref: '#/components/schemas/Errors' };

/**
 * OpenAPI 3.1 for the routes the server has: every path and method, path parameters, request bodies from the shared
 * zod schemas (`@portico/rest-api/schemas`), and the one error shape `{ errors: string[] }`.
 */
export function openApiDocument(routes: readonly { method: string; path: string }[], prefix: string, serverUrl: string): object {
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
    const bodyName = requestBodies[`${r.method} ${bare}`];
    const bodySchema = bodyName ? SCHEMAS[bodyName] : undefined;
    if (bodyName && isZod(bodySchema)) components[bodyName] ??= toJson(bodySchema);
    (paths[openPath] ??= {})[method] = {
      operationId: `${method}${bare.replace(/[^A-Za-z0-9]+(.)?/g, (_m, ch: string | undefined) => (ch ?? '').toUpperCase())}`,
      ...(params.length ? { parameters: params } : {}),
      ...(bodyName && isZod(bodySchema) ? { requestBody: { required: true, content: { 'application/json': { schema: { $ref: `#/components/schemas/${bodyName}` } } } } } : {}),
      responses: {
        '2XX': { description: 'Success' },
        '4XX': { description: 'Refused: the reasons in `errors`', content: { 'application/json': { schema: ERROR } } },
        '503': { description: 'The database is unavailable; retry after `Retry-After` seconds', content: { 'application/json': { schema: ERROR } } },
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Portico API', version: '1', description: 'Generated from the routes the server serves and the shared zod schemas.' },
    servers: [{ url: `${serverUrl}/${prefix}` }],
    components: { schemas: components, securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    security: [{ bearer: [] }, {}],
    paths,
  };
}
