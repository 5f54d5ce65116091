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
 * values are shared, as immer never drafts them either); a returned value other than the copy replaces it. Only
 * structural sharing and freezing differ, so the first moments of a page behave like the rest of it.
 */
export function copyProduce<T>(base: T, recipe: (draft: T) => unknown): T {
  const draft = copyTree(base);
  const result = recipe(draft);
  return result === undefined || result === draft ? draft : (result as T);
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
