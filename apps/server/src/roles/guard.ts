import { badRequest, notFound } from '../http/errors';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Longest text a role, group or application field may hold. */
const MAX_TEXT = 2000;

/** True for a canonical UUID (ids outside that form can name nothing here). */
export const isUuid = (v: string): boolean => UUID.test(v);

/** A path id: 404 unless it is a UUID (an unknown id and a malformed one look the same). */
export function pathId(id: string | undefined, what: string): string {
  if (!id || !isUuid(id)) throw notFound(`${what} not found`);
  return id;
}

/** Ids of a body list: 400 naming the field when one is not a UUID. */
export function bodyIds(ids: string[], field: string): string[] {
  const bad = ids.find((id) => !isUuid(id));
  if (bad !== undefined) throw badRequest(`${field}: Unknown id ${JSON.stringify(bad.slice(0, 64))}`);
  return [...new Set(ids)];
}

/** 400 for U+0000 (PostgreSQL cannot store it) or over-long text anywhere in the input. */
export function refuseBadText(value: unknown): void {
  const walk = (v: unknown, path: string): void => {
    if (typeof v === 'string') {
      if (v.includes('\u0000')) throw badRequest(`${path || 'value'}: Text must not contain U+0000`);
      if (v.length > MAX_TEXT) throw badRequest(`${path || 'value'}: Text must be at most ${MAX_TEXT} characters`);
    } else if (Array.isArray(v)) v.forEach((x, i) => walk(x, `${path}.${i}`));
    else if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) walk(x, path ? `${path}.${k}` : k);
  };
  walk(value, '');
}
