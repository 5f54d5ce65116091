import type { ComponentType } from 'react';

/** A component in its own chunk: downloaded once, then handed out synchronously. */
export interface Chunk {
  /** Starts (or joins) the download; a failed one is tried again on the next call. */
  load(): Promise<ComponentType>;
  /** The component once its chunk is in, else undefined (render it directly: no Suspense fallback frame). */
  loaded(): ComponentType | undefined;
}

/**
 * Wraps a dynamic import of one component. Unlike React.lazy, a caller can start it early and render the component
 * without suspending once it is in (React shows a resolved Suspense boundary only 300 ms after its fallback appeared).
 */
export function chunk(importer: () => Promise<ComponentType>): Chunk {
  let component: ComponentType | undefined;
  let pending: Promise<ComponentType> | undefined;
  return {
    load: () =>
      (pending ??= importer().then(
        (c) => (component = c),
        (error: unknown) => {
          pending = undefined;
          throw error;
        },
      )),
    loaded: () => component,
  };
}
