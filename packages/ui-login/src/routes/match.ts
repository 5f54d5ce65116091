import { matchPath } from 'react-router';

/** A path as `<Routes>` compares it: case-insensitive, trailing slashes ignored, percent-escapes decoded. */
function normalize(path: string): string {
  let decoded = path;
  try {
    decoded = decodeURI(path);
  } catch {
    // A malformed escape is compared as written, as react-router does.
  }
  return decoded.toLowerCase().replace(/\/+$/, '') || '/';
}

/** Characters that make a path a pattern (params, splats, optional segments) rather than one address. */
const PATTERN = /[:*?]/;

/**
 * The login box's own route table: its paths are addresses, so a map lookup replaces react-router's ranking of a
 * second route table on every render. Plain paths win over patterns (as `<Routes>` ranks them); the first listed wins a tie.
 */
export function createPathMatcher<T>(entries: ReadonlyArray<readonly [string, T]>): (pathname: string) => T | undefined {
  const plain = new Map<string, T>();
  const patterns: Array<readonly [string, T]> = [];
  for (const [path, value] of entries) {
    if (PATTERN.test(path)) patterns.push([path, value]);
    else if (!plain.has(normalize(path))) plain.set(normalize(path), value);
  }
  return (pathname) => {
    const found = plain.get(normalize(pathname));
    if (found !== undefined) return found;
    return patterns.find(([path]) => matchPath({ path, caseSensitive: false, end: true }, pathname))?.[1];
  };
}
