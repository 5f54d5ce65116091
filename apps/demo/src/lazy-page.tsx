import type { ComponentType } from 'react';

/**
 * Like React.lazy, but once the chunk is in (`preload` called early) the page renders without suspending: React holds
 * a resolved Suspense boundary back until 300 ms after its fallback appeared.
 */
export function lazyPage(importer: () => Promise<ComponentType>): ComponentType & { preload(): Promise<void> } {
  let Page: ComponentType | undefined;
  let failure: { error: unknown } | undefined;
  let pending: Promise<void> | undefined;
  const preload = () =>
    (pending ??= importer().then(
      (c) => void (Page = c),
      (error: unknown) => void (failure = { error }),
    ));
  function LazyPage() {
    if (failure) throw failure.error;
    if (!Page) throw preload();
    return <Page />;
  }
  return Object.assign(LazyPage, { preload });
}
