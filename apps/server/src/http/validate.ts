import type { Context } from 'hono';
import type { z } from 'zod';
import { badRequest, MSG } from './errors';

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

/** Reads a JSON (or form-encoded) body; an empty body reads as `{}`. */
export async function readBody(c: Context): Promise<unknown> {
  const type = c.req.header('content-type') ?? '';
  if (type.includes('application/x-www-form-urlencoded') || type.includes('multipart/form-data')) {
    return Object.fromEntries(Object.entries(await c.req.parseBody()).filter(([, v]) => typeof v === 'string'));
  }
  const text = await c.req.text();
  if (!text.trim()) return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw badRequest(MSG.badJson);
  }
}

/** Validated request body. */
export async function body<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  return check(schema, await readBody(c));
}

/** Validated query string (single values). */
export function query<S extends z.ZodType>(c: Context, schema: S): z.output<S> {
  return check(schema, c.req.query());
}
