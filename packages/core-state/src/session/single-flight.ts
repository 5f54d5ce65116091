/**
 * Wraps an async function so that concurrent callers share one run: while a run is pending, every call gets the
 * same promise; the next call after it settles starts a new run.
 */
export function singleFlight<T>(run: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | null = null;
  return () => {
    pending ??= run().finally(() => {
      pending = null;
    });
    return pending;
  };
}
