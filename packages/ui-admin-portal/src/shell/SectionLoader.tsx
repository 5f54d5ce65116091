import { useEffect, useState, type ReactNode } from 'react';
import type { SectionModule } from '../sections/registry';

/**
 * Renders a section once its chunk is in, `fallback` until then. Not React.lazy + Suspense: React holds a resolved
 * Suspense boundary back until 300 ms after its fallback appeared, which delayed every portal's first section.
 */
export function SectionLoader({ module, fallback }: { module: SectionModule; fallback: ReactNode }) {
  const [, setLoaded] = useState(0);
  const [error, setError] = useState<unknown>();
  const Component = module.loaded();
  useEffect(() => {
    if (Component) return;
    let live = true;
    module.load().then(
      () => live && setLoaded((n) => n + 1),
      (e: unknown) => live && setError(() => e),
    );
    return () => {
      live = false;
    };
  }, [module, Component]);
  // A chunk that failed to load reaches the host's error boundary, as React.lazy's rejection did.
  if (error) throw error;
  return Component ? <Component /> : fallback;
}
