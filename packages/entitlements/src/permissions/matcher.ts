/** Answers whether a permission key is granted by a compiled list of held keys. */
export type PermissionMatcher = (key: string) => boolean;

const cache = new WeakMap<readonly string[], PermissionMatcher>();

/** Matches `key` against a pattern already split on `*` (at least two parts); linear, so no ReDoS. */
function matchParts(parts: readonly string[], key: string): boolean {
  const head = parts[0]!;
  const tail = parts[parts.length - 1]!;
  const end = key.length - tail.length;
  if (end < head.length || !key.startsWith(head) || !key.endsWith(tail)) return false;
  let at = head.length;
  for (let i = 1; i < parts.length - 1; i++) {
    const part = parts[i]!;
    // The leftmost occurrence is always the best choice for a `*`-only glob.
    const found = key.indexOf(part, at);
    if (found < 0 || found + part.length > end) return false;
    at = found + part.length;
  }
  return true;
}

function build(held: readonly string[]): PermissionMatcher {
  const exact = new Set<string>();
  const prefixes: string[] = [];
  const globs: string[][] = [];
  for (const pattern of held) {
    if (typeof pattern !== 'string') continue;
    const parts = pattern.split('*');
    if (parts.length === 1) exact.add(pattern);
    else if (parts.length === 2 && parts[1] === '') prefixes.push(parts[0]!);
    else globs.push(parts);
  }
  return (key) => {
    if (exact.has(key)) return true;
    for (const prefix of prefixes) if (key.startsWith(prefix)) return true;
    for (const parts of globs) if (matchParts(parts, key)) return true;
    return false;
  };
}

/**
 * Compiles held permission keys once into a matcher; cached per array, so treat the array as immutable.
 * In a held key `*` matches any run of characters (also none) and every other character, `.` included, is literal;
 * the match is anchored at both ends.
 * @example compilePermissions(['fe.secure.*'])('fe.secure.read.users'); // true
 */
export function compilePermissions(held: readonly string[]): PermissionMatcher {
  let matcher = cache.get(held);
  if (!matcher) cache.set(held, (matcher = build(held)));
  return matcher;
}

/**
 * True when any held key (wildcards allowed) matches `key`.
 * @example hasPermission(['fe.connectivity.*'], 'fe.connectivity.read.slack'); // true
 */
export function hasPermission(held: readonly string[], key: string): boolean {
  return compilePermissions(held)(key);
}
