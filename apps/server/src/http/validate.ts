import type { Context } from 'hono';
import type { z } from 'zod';
import { ApiError, badRequest, MSG } from './errors';

/** Turns zod issues into readable `field: message` lines. */
export function issueMessages(error: z.ZodError): string[] {
  return error.issues.map((i) => (i.path.length ? `${i.path.join('.')}: ${i.message}` : i.message));
}

/** True when any string (or key) in a parsed body or query holds U+0000, which PostgreSQL text cannot store. */
const hasNul = (v: unknown): boolean => {
  if (typeof v === 'string') return v.includes('\u0000');
  if (Array.isArray(v)) return v.some(hasNul);
  if (v && typeof v === 'object') return Object.entries(v).some(([k, x]) => k.includes('\u0000') || hasNul(x));
  return false;
};

/** Parses `value` with `schema` or throws 400 `{ errors }`; U+0000 anywhere is refused before the database sees it. */
export function check<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  if (hasNul(value)) throw badRequest(MSG.nulCharacter);
  const result = schema.safeParse(value);
  if (!result.success) throw badRequest(...issueMessages(result.error));
  return result.data;
}

/** Reads a JSON or form-encoded body (the OAuth endpoints and hosted forms); an empty body reads as `{}`. */
export async function readBody(c: Context): Promise<unknown> {
  const type = c.req.header('content-type') ?? '';
  if (type.includes('application/x-www-form-urlencoded') || type.includes('multipart/form-data')) {
    return Object.fromEntries(Object.entries(await c.req.parseBody()).filter(([, v]) => typeof v === 'string'));
  }
  const text = await c.req.text();
  if (!text.trim()) return {};
  return parseJson(text);
}

/** Deepest nesting any request body may have: far beyond every schema, far below what recursion survives. */
export const MAX_JSON_DEPTH = 32;

/** True when JSON text nests objects/arrays deeper than {@link MAX_JSON_DEPTH} (brackets inside strings do not count). */
export function tooDeep(text: string): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (inString) {
      if (ch === 92) i++; // backslash: skip the escaped character
      else if (ch === 34) inString = false;
    } else if (ch === 34) inString = true;
    else if (ch === 123 || ch === 91) {
      if (++depth > MAX_JSON_DEPTH) return true;
    } else if (ch === 125 || ch === 93) depth--;
  }
  return false;
}

/** Parses JSON request text: 400 when it is not JSON or nests deeper than any request needs. */
function parseJson(text: string): unknown {
  if (tooDeep(text)) throw badRequest(MSG.tooDeep);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw badRequest(MSG.badJson);
  }
}

const JSON_TYPE = /^application\/([\w.+-]+\+)?json\s*(;|$)/i;

/**
 * Reads a JSON body, refusing any other media type with 415: a cross-site form or `text/plain` fetch (no preflight)
 * can then never reach a JSON route. A call without body or content type reads as `{}`.
 */
export async function readJsonBody(c: Context): Promise<unknown> {
  const type = c.req.header('content-type');
  const text = await c.req.text();
  if (!type && !text.trim()) return {};
  if (!type || !JSON_TYPE.test(type)) throw new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', [MSG.jsonRequired]);
  if (!text.trim()) return {};
  return parseJson(text);
}

/** Sees the schema each JSON body is checked against, by matched route (the fuzz suite derives hostile bodies from it). */
export const bodySchemaProbe: { seen?: ((schema: z.ZodType, c: Context) => void) | undefined } = {};

/** Validated JSON request body (routes the client sends as a form or multipart read theirs with {@link readBody}). */
export async function body<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  bodySchemaProbe.seen?.(schema, c);
  return check(schema, await readJsonBody(c));
}

/**
 * Validated JSON body that may come in another client's reading: `read` maps such a body onto this route's own shape
 * (and hands any other body back unchanged), so both readings meet in one schema and its messages.
 */
export async function bodyRead<S extends z.ZodType>(c: Context, schema: S, read: (raw: unknown) => unknown): Promise<z.output<S>> {
  bodySchemaProbe.seen?.(schema, c);
  return check(schema, read(await readJsonBody(c)));
}

/**
 * Every value of a query key that may repeat (`ids=a&ids=b`), each also split at commas: the published client joins
 * lists with commas (`ids=a,b`). Undefined when the key is absent.
 */
export const queryValues = (c: Context, key: string): string[] | undefined => c.req.queries(key)?.flatMap((v) => v.split(','));

/** Validated query string (single values). */
export function query<S extends z.ZodType>(c: Context, schema: S): z.output<S> {
  return check(schema, c.req.query());
}
