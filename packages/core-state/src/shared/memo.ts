/**
 * A selector that recomputes only when one of its inputs changes (by `Object.is`), so React's `useStore` sees the
 * same object between renders and never loops on a freshly built array.
 * @example const selectRows = memoSelector((s: UsersState) => [s.items] as const, (items) => items.map(toUserRow));
 */
export function memoSelector<S, D extends unknown[], R>(inputs: (s: S) => readonly [...D], compute: (...args: D) => R): (s: S) => R {
  let last: { args: readonly [...D]; value: R } | null = null;
  return (s) => {
    const args = inputs(s);
    if (last && last.args.length === args.length && last.args.every((a, i) => Object.is(a, args[i]))) return last.value;
    const value = compute(...(args as D));
    last = { args, value };
    return value;
  };
}

/** One shared empty list, so selectors answering "nothing" keep a stable identity. */
export const EMPTY: readonly never[] = Object.freeze([]);
