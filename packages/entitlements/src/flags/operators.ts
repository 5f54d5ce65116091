import type { Attributes } from '../attributes/types';
import type { Condition, ConditionOp } from './types';

/** Tests one attribute value; `undefined` when the value is not of the operator's kind. */
type Test = (value: unknown) => boolean | undefined;
/** Builds a test from a payload; `undefined` when the payload is malformed. */
type Factory = (payload: unknown) => Test | undefined;

const ISO_DATE = /^\d{4}-\d\d-\d\d(?:T\d\d:\d\d(?::\d\d(?:\.\d+)?)?(?:Z|[+-]\d\d:\d\d))?$/;

const isString = (value: unknown): value is string => typeof value === 'string';
const isStrings = (value: unknown): value is string[] => Array.isArray(value) && value.every(isString);
const toNumber = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);
// Strings must be ISO 8601 with a zone (or a bare date, read as UTC) so results never depend on the host's time zone.
const toTime = (value: unknown) =>
  toNumber(value instanceof Date ? value.getTime() : isString(value) && ISO_DATE.test(value) ? Date.parse(value) : value);

const anyOf =
  (test: (value: string, item: string) => boolean): Factory =>
  (list) =>
    isStrings(list) ? (v) => (isString(v) ? list.some((item) => test(v, item)) : undefined) : undefined;

const compare =
  (read: typeof toNumber, test: (a: number, b: number) => boolean): Factory =>
  (payload) => {
    const b = read(payload);
    if (b === undefined) return undefined;
    return (v) => {
      const a = read(v);
      return a === undefined ? undefined : test(a, b);
    };
  };

const between =
  (read: typeof toNumber): Factory =>
  (payload) => {
    const range = payload as { start?: unknown; end?: unknown } | null | undefined;
    const lo = read(range?.start);
    const hi = read(range?.end);
    if (lo === undefined || hi === undefined || lo > hi) return undefined;
    return (v) => {
      const a = read(v);
      return a === undefined ? undefined : a >= lo && a <= hi;
    };
  };

const OPERATORS: Readonly<Record<ConditionOp, Factory>> = {
  in_list: (list) => {
    if (!isStrings(list)) return undefined;
    const set = new Set(list);
    // An array attribute (e.g. `jwt.roles`) passes when any of its items is listed.
    return (v) => (isString(v) ? set.has(v) : isStrings(v) ? v.some((item) => set.has(item)) : undefined);
  },
  starts_with: anyOf((v, item) => v.startsWith(item)),
  ends_with: anyOf((v, item) => v.endsWith(item)),
  contains: anyOf((v, item) => v.includes(item)),
  matches: (source) => {
    if (!isString(source)) return undefined;
    try {
      const pattern = new RegExp(source);
      return (v) => (isString(v) ? pattern.test(v) : undefined);
    } catch {
      return undefined;
    }
  },
  equal: compare(toNumber, (a, b) => a === b),
  greater_than: compare(toNumber, (a, b) => a > b),
  greater_than_equal: compare(toNumber, (a, b) => a >= b),
  lesser_than: compare(toNumber, (a, b) => a < b),
  lesser_than_equal: compare(toNumber, (a, b) => a <= b),
  between_numeric: between(toNumber),
  is: (flag) => (typeof flag === 'boolean' ? (v) => (typeof v === 'boolean' ? v === flag : undefined) : undefined),
  on: compare(toTime, (a, b) => a === b),
  on_or_after: compare(toTime, (a, b) => a >= b),
  on_or_before: compare(toTime, (a, b) => a <= b),
  between_date: between(toTime),
};

const never = () => false;

/**
 * Compiles one condition into a predicate over attributes. A missing (`undefined`/`null`) attribute, a value of the
 * wrong kind, an unknown operator or a malformed payload (bad regex included) gives false whatever `negate` says.
 * @example compileCondition({ attribute: 'portico.email', op: 'ends_with', value: ['@acme.com'] })(attributes);
 */
export function compileCondition(condition: Condition): (attributes: Attributes) => boolean {
  const { attribute, op, value, negate } = (condition ?? {}) as Partial<Condition>;
  const factory = isString(op) && Object.hasOwn(OPERATORS, op) ? OPERATORS[op] : undefined;
  const test = isString(attribute) ? factory?.(value) : undefined;
  if (!test) return never;
  const name = attribute as string;
  const flip = negate === true;
  return (attributes) => {
    const found = attributes[name];
    if (found == null) return false;
    const result = test(found);
    return result !== undefined && result !== flip;
  };
}
