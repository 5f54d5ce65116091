import { createContext, useContext, type ReactNode } from 'react';
import type { Portico } from '../portico';

// Pure: a bundle that imports only `useStore` drops the context.
const PorticoContext = /* @__PURE__ */ createContext<Portico | null>(null);

/** Makes one Portico store set available to the hooks below it. */
export function PorticoProvider({ value, children }: { value: Portico; children?: ReactNode }) {
  return <PorticoContext.Provider value={value}>{children}</PorticoContext.Provider>;
}

/**
 * The Portico of the nearest provider.
 * @throws Error when there is no `<PorticoProvider>` above.
 */
export function usePortico(): Portico {
  const portico = useContext(PorticoContext);
  if (!portico) throw new Error('usePortico must be used inside <PorticoProvider value={createPortico(...)}>');
  return portico;
}
