import { chunk } from '@portico/ui-kit';
import { createElement, type ComponentType } from 'react';

const loaders: Array<() => Promise<void>> = [];
let preloaded = false;

/**
 * A step screen in its own chunk, from a module's named export. Once its chunk is in (see {@link preloadSteps}) it
 * renders synchronously, so moving to the next step shows no loading flash; before that it suspends.
 */
export function lazyStep<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K): ComponentType {
  // A failed chunk is fetched again on the next render (chunk() retries after a failure).
  const step = chunk(() => load().then((m) => m[name]));
  loaders.push(() => step.load().then(() => undefined));
  function LazyStep() {
    const Loaded = step.loaded();
    // Suspends the way React.lazy does (throwing the pending chunk); `use()` would not retry on a first mount here.
    if (!Loaded) throw step.load();
    return createElement(Loaded);
  }
  LazyStep.displayName = `LazyStep(${name})`;
  return LazyStep;
}

/** Fetches every registered step once the first screen is up (idle time), so the next step renders without waiting. */
export function preloadSteps(): () => void {
  if (preloaded) return () => undefined;
  const run = () => {
    preloaded = true;
    for (const load of loaders) void load().catch(() => undefined);
  };
  const idle = globalThis.requestIdleCallback;
  if (idle) {
    const id = idle(run, { timeout: 1500 });
    return () => globalThis.cancelIdleCallback?.(id);
  }
  const id = setTimeout(run, 1);
  return () => clearTimeout(id);
}

/** Loads every registered step now (tests render steps synchronously after this). */
export async function loadAllSteps(): Promise<void> {
  await Promise.all(loaders.map((load) => load()));
}
