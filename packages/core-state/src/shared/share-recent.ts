/**
 * Wraps a read so calls while one is in flight, or within `reuseMs` of its answer, share it; a failed read is not
 * shared (the next call tries again).
 */
export function shareRecent<T>(read: () => Promise<T>, reuseMs: number, now: () => number = Date.now): () => Promise<T> {
  let shared: Promise<T> | undefined;
  // When the shared read settled; Infinity while it is in flight.
  let settledAt = Infinity;
  return () => {
    if (!shared || now() - settledAt >= reuseMs) {
      settledAt = Infinity;
      const mine: Promise<T> = (shared = read().then(
        (value) => ((settledAt = now()), value),
        (error: unknown) => {
          if (shared === mine) shared = undefined;
          throw error;
        },
      ));
    }
    return shared;
  };
}
