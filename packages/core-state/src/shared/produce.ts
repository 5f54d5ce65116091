/** Immer's `produce` signature as the flow stores use it: mutate the draft, or return a value that replaces it. */
export type Produce = <T>(base: T, recipe: (draft: T) => unknown) => T;

let immerProduce: Produce | undefined;
let loading: Promise<void> | undefined;

/**
 * Starts loading immer once (a flow store calls it when built). Immer is not in the login page's first download
 * (issue 27); until it arrives, recipes run on a copy (see {@link copyProduce}). A failed load is retried next time.
 */
export function loadImmer(): Promise<void> {
  loading ??= import('immer').then(
    (m) => void (immerProduce = m.produce as Produce),
    () => void (loading = undefined),
  );
  return loading;
}

type IdleScheduler = (run: () => void, options?: { timeout: number }) => number;
let asked = false;

/**
 * Asks for immer once the page has loaded and is idle (a flow store calls it when built): requested at store creation,
 * its chunk competed with the first screen's scripts and paint. Browsers without `requestIdleCallback` ask on the next
 * task after the load event.
 */
export function loadImmerWhenIdle(): void {
  if (asked || immerProduce) return;
  asked = true;
  const idle = (globalThis as { requestIdleCallback?: IdleScheduler }).requestIdleCallback;
  // A failed load is asked for again by the next store built.
  const run = () => void loadImmer().then(() => void (asked = immerProduce !== undefined));
  const whenIdle = () => (idle ? idle(run, { timeout: 2000 }) : setTimeout(run, 0));
  // Not before the page's load event: a login page idles while its first screen's chunks arrive, and immer's request
  // (its idle callback: ≈ 70 ms at a 4× CPU throttle) then ran before the first field was usable.
  const page = (globalThis as { document?: Document }).document;
  if (page && page.readyState !== 'complete') globalThis.addEventListener('load', whenIdle, { once: true });
  else whenIdle();
}

/**
 * Immer's semantics without immer: the recipe mutates a fresh copy of every plain object and array of `base` (other
 * values are shared, as immer never drafts them either); a returned value other than the copy replaces it. Parts the
 * recipe left equal are then taken back from `base`, so unchanged parts keep their identity as with immer (subscribers
 * compare by identity: a store that reloads when a list changes must not reload on every update); only freezing differs.
 */
export function copyProduce<T>(base: T, recipe: (draft: T) => unknown): T {
  const draft = copyTree(base);
  const result = recipe(draft);
  return result === undefined || result === draft ? share(base, draft) : (result as T);
}

/** `next`, with every part equal to the same part of `base` replaced by that part (`base` itself when all are equal). */
function share<T>(base: T, next: T): T {
  if (Object.is(base, next)) return base;
  if (Array.isArray(base) && Array.isArray(next)) {
    const items = next.map((item, i) => (i < base.length ? share(base[i], item) : item));
    return (items.length === base.length && items.every((item, i) => item === base[i]) ? base : items) as T;
  }
  if (!isPlain(base) || !isPlain(next) || Object.getPrototypeOf(base) !== Object.getPrototypeOf(next)) return next;
  const nextKeys = Object.keys(next);
  const shared = Object.create(Object.getPrototypeOf(next) as object) as Record<string, unknown>;
  let same = nextKeys.length === Object.keys(base).length;
  for (const key of nextKeys) {
    const had = Object.prototype.hasOwnProperty.call(base, key);
    shared[key] = had ? share(base[key], next[key]) : next[key];
    if (!had || shared[key] !== base[key]) same = false;
  }
  return same ? base : (shared as T);
}

function isPlain(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

function copyTree<T>(value: T): T {
  if (Array.isArray(value)) return value.map(copyTree) as T;
  if (value === null || typeof value !== 'object') return value;
  const proto = Object.getPrototypeOf(value) as unknown;
  if (proto !== Object.prototype && proto !== null) return value;
  const copy = Object.create(proto) as Record<string, unknown>;
  for (const [key, item] of Object.entries(value)) copy[key] = copyTree(item);
  return copy as T;
}

/** Immer's `produce` once loaded, else {@link copyProduce}. */
export const produce: Produce = (base, recipe) => (immerProduce ?? copyProduce)(base, recipe);
