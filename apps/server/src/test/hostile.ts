import { z } from 'zod';

/** Strings no field should choke on: SQL fragments, control and bidi characters, lone surrogates, emoji, NUL. */
export const HOSTILE_STRINGS = [
  "' OR 1=1; DROP TABLE users; --",
  '"); select pg_sleep(5); --',
  '\u202e\u0000\ud800 \ud83d\ude00 שלום',
  '${7*7}<script>alert(1)</script>{{constructor}}',
  'x'.repeat(20_000),
];

/** A JSON value nested `depth` levels deep. */
export const deep = (depth: number): unknown => {
  let v: unknown = 'bottom';
  for (let i = 0; i < depth; i++) v = i % 2 ? [v] : { a: v };
  return v;
};

/** Whole bodies of the wrong shape, for every JSON route. */
export const WHOLE_BODIES: { label: string; raw: string }[] = [
  { label: 'array', raw: '[]' },
  { label: 'string', raw: '"body"' },
  { label: 'null', raw: 'null' },
  { label: 'number', raw: '1e309' },
  { label: 'not JSON', raw: '{"a":' },
  { label: 'deep nesting', raw: JSON.stringify(deep(3000)) },
  { label: 'prototype keys', raw: '{"__proto__":{"admin":true},"constructor":{"prototype":{"admin":true}}}' },
];

type JsonSchema = {
  type?: string | string[]; properties?: Record<string, JsonSchema>; required?: string[]; items?: JsonSchema; enum?: unknown[]; const?: unknown;
  anyOf?: JsonSchema[]; format?: string; minLength?: number; minItems?: number;
};

/** A plausible valid value for a property, so one hostile property at a time gets past the others. */
function sample(s: JsonSchema): unknown {
  if (s.const !== undefined) return s.const;
  if (s.enum) return s.enum[0];
  if (s.anyOf?.[0]) return sample(s.anyOf[0]);
  const type = Array.isArray(s.type) ? s.type[0] : s.type;
  switch (type) {
    case 'string':
      if (s.format === 'email') return `fuzz-${crypto.randomUUID().slice(0, 8)}@example.com`;
      if (s.format === 'uuid') return crypto.randomUUID();
      if (s.format === 'uri') return 'https://example.com/fuzz';
      if (s.format === 'date-time') return new Date(0).toISOString();
      return `fuzz-${crypto.randomUUID().slice(0, 8)}`.padEnd(s.minLength ?? 0, 'x');
    case 'number': case 'integer': return 1;
    case 'boolean': return false;
    case 'array': return s.minItems && s.items ? [sample(s.items)] : [];
    case 'object': return baseBody(s.properties ?? {}, s.required ?? []);
    default: return null;
  }
}

/** A body with a plausible value for every required property. */
export function baseBody(props: Record<string, JsonSchema>, required: string[]): Record<string, unknown> {
  return Object.fromEntries(required.filter((k) => props[k]).map((k) => [k, sample(props[k]!)]));
}

/** A value of another JSON type than the property declares. */
function wrongType(s: JsonSchema): unknown {
  const type = Array.isArray(s.type) ? s.type[0] : s.type;
  switch (type) {
    case 'string': return 12345;
    case 'number': case 'integer': return '1; DROP TABLE tenants';
    case 'boolean': return 'true';
    case 'array': return { length: 1, 0: 'x' };
    case 'object': return ['x'];
    default: return { nested: deep(50) };
  }
}

/** The object properties of a body schema (the first object branch of a union), or none. */
export function bodyShape(schema: z.ZodType): { props: Record<string, JsonSchema>; required: string[] } {
  let json: JsonSchema;
  try {
    json = z.toJSONSchema(schema, { unrepresentable: 'any', io: 'input' }) as JsonSchema;
  } catch {
    return { props: {}, required: [] };
  }
  const obj = json.properties ? json : json.anyOf?.find((b) => b.properties);
  return { props: obj?.properties ?? {}, required: obj?.required ?? [] };
}

/**
 * Bodies derived from a route's schema: each property in turn gets a wrong type, a hostile string, an oversized array,
 * an out-of-enum value, over a `base` body (a valid sample when one is known) so hostile values can reach the database.
 */
export function hostileBodies(props: Record<string, JsonSchema>, base: Record<string, unknown>): { label: string; body: unknown }[] {
  const out: { label: string; body: unknown }[] = [];
  Object.entries(props).forEach(([key, s], i) => {
    out.push({ label: `${key}: wrong type`, body: { ...base, [key]: wrongType(s) } });
    out.push({ label: `${key}: hostile string ${i % HOSTILE_STRINGS.length}`, body: { ...base, [key]: HOSTILE_STRINGS[i % HOSTILE_STRINGS.length] } });
    if (s.type === 'array') out.push({ label: `${key}: 1000 items`, body: { ...base, [key]: Array.from({ length: 1000 }, (_, n) => `${n}' or ''='`) } });
    if (s.enum) out.push({ label: `${key}: not in enum`, body: { ...base, [key]: 'NOT_A_MEMBER\u202e' } });
  });
  return out;
}
