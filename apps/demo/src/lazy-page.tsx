import { chunk } from '@portico/ui-kit';
import type { ComponentType } from 'react';

/**
 * Like React.lazy, but once the chunk is in (`preload` called early) the page renders without suspending: React holds
 * a resolved Suspense boundary back until 300 ms after its fallback appeared.
 */
export function lazyPage(importer: () => Promise<ComponentType>): ComponentType & { preload(): Promise<void> } {
  const page = chunk(importer);
  let failure: { error: unknown } | undefined;
  const preload = () => page.load().then(() => undefined, (error: unknown) => void (failure = { error }));
  function LazyPage() {
    // A chunk that failed to load reaches the error boundary, as React.lazy's rejection does.
    if (failure) throw failure.error;
    const Page = page.loaded();
    if (!Page) throw preload();
    return <Page />;
  }
  return Object.assign(LazyPage, { preload });
}
