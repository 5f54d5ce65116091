import { useCallback, useState, type HTMLAttributes, type ReactNode, type RefObject } from 'react';
import { PortalRootProvider } from '../context';

/** Props of {@link PortalRoot}: the root element's attributes, the ref the shell reads it through, the portal's content. */
export interface PortalRootProps extends HTMLAttributes<HTMLDivElement> {
  rootRef: RefObject<HTMLDivElement | null>;
  children: ReactNode;
  [attribute: `data-${string}`]: string | undefined;
}

/**
 * The portal's root element, providing itself to dialogs (`usePortalRoot`) once mounted. The state lives here, not in
 * the shell: its arrival re-renders this element and the dialogs, while `children` (the same elements) are skipped.
 */
export function PortalRoot({ rootRef, children, ...attributes }: PortalRootProps) {
  const [root, setRoot] = useState<HTMLElement | null>(null);
  const ref = useCallback((el: HTMLDivElement | null) => {
    rootRef.current = el;
    setRoot(el);
  }, [rootRef]);
  return (
    <PortalRootProvider value={root}>
      <div ref={ref} {...attributes}>{children}</div>
    </PortalRootProvider>
  );
}
