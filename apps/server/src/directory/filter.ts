import { parse, type Filter } from 'scim2-parse-filter';
import { ScimError } from './scim-http';

/** Attributes compared exactly (RFC 7643: caseExact); every other string compares case-insensitively. */
const CASE_EXACT = new Set(['id', 'externalid']);
const URN_PREFIX = /^urn:ietf:params:scim:schemas:core:2\.0:(user|group):/i;

type Doc = Record<string, unknown>;

/** Parses a `filter` parameter with scim2-parse-filter; a syntax error is a SCIM invalidFilter. */
export function parseFilter(text: string | undefined): Filter | undefined {
  if (!text?.trim()) return undefined;
  try {
    return parse(text);
  } catch (e) {
    throw new ScimError(400, `Invalid filter: ${(e as Error).message}`, 'invalidFilter');
  }
}

/** Values at a dotted attribute path, case-insensitive names; multi-valued attributes are flattened. */
function valuesAt(doc: unknown, path: string): unknown[] {
  let current: unknown[] = [doc];
  for (const part of path.replace(URN_PREFIX, '').toLowerCase().split('.')) {
    current = current.flatMap((v) => {
      if (!v || typeof v !== 'object') return [];
      const key = Object.keys(v).find((k) => k.toLowerCase() === part);
      const next = key === undefined ? undefined : (v as Doc)[key];
      return next === undefined || next === null ? [] : Array.isArray(next) ? next : [next];
    });
  }
  // A complex multi-valued attribute compared directly compares its `value` (e.g. `emails co "@x"`).
  return current.map((v) => (v && typeof v === 'object' && 'value' in v ? (v as Doc).value : v));
}

function compare(op: string, actual: unknown, expected: unknown, exact: boolean): boolean {
  const norm = (v: unknown) => (typeof v === 'string' && !exact ? v.toLowerCase() : v);
  const a = norm(actual);
  const e = norm(expected);
  switch (op) {
    case 'eq': return a === e;
    case 'ne': return a !== e;
    case 'co': return typeof a === 'string' && typeof e === 'string' && a.includes(e);
    case 'sw': return typeof a === 'string' && typeof e === 'string' && a.startsWith(e);
    case 'ew': return typeof a === 'string' && typeof e === 'string' && a.endsWith(e);
    case 'gt': return (a as string) > (e as string);
    case 'ge': return (a as string) >= (e as string);
    case 'lt': return (a as string) < (e as string);
    case 'le': return (a as string) <= (e as string);
    default: throw new ScimError(400, `Unsupported operator: ${op}`, 'invalidFilter');
  }
}

/** Whether the resource matches the parsed filter (RFC 7644 §3.4.2.2). */
export function matches(f: Filter, doc: unknown): boolean {
  switch (f.op) {
    case 'and': return (f as { filters: Filter[] }).filters.every((x) => matches(x, doc));
    case 'or': return (f as { filters: Filter[] }).filters.some((x) => matches(x, doc));
    case 'not': return !matches((f as { filter: Filter }).filter, doc);
    case '[]': {
      const vp = f as { attrPath: string; valFilter: Filter };
      const items = valuesAtRaw(doc, vp.attrPath);
      return items.some((item) => matches(vp.valFilter, item));
    }
    case 'pr': return valuesAt(doc, (f as { attrPath: string }).attrPath).some((v) => v !== '' && !(Array.isArray(v) && !v.length));
    default: {
      const c = f as { op: string; attrPath: string; compValue: unknown };
      const exact = CASE_EXACT.has(c.attrPath.replace(URN_PREFIX, '').toLowerCase());
      const values = valuesAt(doc, c.attrPath);
      // `ne` on an absent attribute matches, as nothing equals the value.
      if (c.op === 'ne' && !values.length) return true;
      return c.op === 'ne' ? values.every((v) => compare('ne', v, c.compValue, exact)) : values.some((v) => compare(c.op, v, c.compValue, exact));
    }
  }
}

/** Elements of a multi-valued attribute, unflattened, for value filters (`emails[type eq "work"]`). */
function valuesAtRaw(doc: unknown, path: string): unknown[] {
  if (!doc || typeof doc !== 'object') return [];
  const name = path.replace(URN_PREFIX, '').toLowerCase();
  const key = Object.keys(doc).find((k) => k.toLowerCase() === name);
  const v = key === undefined ? undefined : (doc as Doc)[key];
  return Array.isArray(v) ? v : v === undefined || v === null ? [] : [v];
}

/** Resources matching the filter text (all when there is none). */
export function applyFilter<T>(docs: T[], text: string | undefined): T[] {
  const f = parseFilter(text);
  return f ? docs.filter((d) => matches(f, d)) : docs;
}
