import { badRequest } from '../http/errors';

/** One change of the login-box metadata. */
export interface AdminBoxChange {
  type: string;
  path: string;
  payload?: unknown;
}

type Doc = Record<string, unknown>;
const MAX_DEPTH = 10;
const MAX_BYTES = 64 * 1024;
const SEGMENT = /^[A-Za-z0-9_-]{1,64}$/;
const FORBIDDEN = new Set(['__proto__', 'constructor', 'prototype']);
const isDoc = (v: unknown): v is Doc => typeof v === 'object' && v !== null && !Array.isArray(v);

function segments(path: string): string[] {
  const parts = path.split('.');
  if (parts.length > MAX_DEPTH || parts.some((p) => !SEGMENT.test(p) || FORBIDDEN.has(p))) throw badRequest(`path: Invalid path "${path.slice(0, 100)}"`);
  return parts;
}

/** The object holding the last segment, creating plain objects on the way (a non-object in the way is refused). */
function parentOf(doc: Doc, parts: string[], create: boolean): Doc | undefined {
  let cur: Doc = doc;
  for (const p of parts.slice(0, -1)) {
    const next = cur[p];
    if (next === undefined && create) cur = cur[p] = {};
    else if (isDoc(next)) cur = next;
    else if (next === undefined) return undefined;
    else throw badRequest(`path: "${p}" is not an object`);
  }
  return cur;
}

/**
 * Applies the changes in order to a copy: `set` (payload at path), `merge` (object payload into the object at path),
 * `push` (payload appended to the array at path), `delete`/`unset` (removes path). Refuses unknown types and oversize results.
 */
export function applyAdminBoxChanges(current: Doc, changes: AdminBoxChange[]): Doc {
  const doc = structuredClone(current);
  for (const ch of changes) {
    const parts = segments(ch.path);
    const key = parts[parts.length - 1]!;
    switch (ch.type) {
      case 'set':
        if (ch.payload === undefined) throw badRequest('payload: Required for set');
        parentOf(doc, parts, true)![key] = structuredClone(ch.payload);
        break;
      case 'merge': {
        if (!isDoc(ch.payload)) throw badRequest('payload: merge takes an object');
        const parent = parentOf(doc, parts, true)!;
        const target = parent[key] ?? {};
        if (!isDoc(target)) throw badRequest(`path: "${key}" is not an object`);
        parent[key] = { ...target, ...structuredClone(ch.payload) };
        break;
      }
      case 'push': {
        const parent = parentOf(doc, parts, true)!;
        const list = parent[key] ?? [];
        if (!Array.isArray(list)) throw badRequest(`path: "${key}" is not a list`);
        parent[key] = [...(list as unknown[]), structuredClone(ch.payload ?? null)];
        break;
      }
      case 'delete':
      case 'unset': {
        const parent = parentOf(doc, parts, false);
        if (parent) delete parent[key];
        break;
      }
      default:
        throw badRequest(`type: Unknown change type "${ch.type.slice(0, 50)}" (set, merge, push, delete)`);
    }
  }
  if (Buffer.byteLength(JSON.stringify(doc)) > MAX_BYTES) throw badRequest('Login box metadata is too large');
  return doc;
}

const OPERATIONS = new Set(['set', 'merge', 'push', 'delete', 'unset']);

/**
 * Frontegg's reading of a change: no `path`, the path in `type` with `/` between segments and the new value as
 * `payload` (its store flattens the edited object that way). Such a change is a `set` at that path. Changes with a
 * `path`, or named by an operation, pass unchanged. Both then go through the same schema and the same path rules.
 */
export function fromSlashTypes(raw: unknown): unknown {
  const actions = isDoc(raw) ? raw.actions : undefined;
  if (!Array.isArray(actions)) return raw;
  const read = (a: unknown) => (isDoc(a) && a.path === undefined && typeof a.type === 'string' && !OPERATIONS.has(a.type)
    ? { type: 'set', path: a.type.split('/').join('.'), payload: a.payload }
    : a);
  return { ...(raw as Doc), actions: actions.map(read) };
}
