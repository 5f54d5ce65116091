import { menuInView } from '@portico/ui-kit';
import { useRef, type ReactNode } from 'react';

/** A disclosure menu of row actions (native `<details>`: keyboard and screen-reader friendly), opening inside the viewport. */
export function RowMenu({ label, children }: { label: string; children: ReactNode }) {
  const ref = useRef<HTMLDetailsElement>(null);
  return (
    <details
      ref={(el) => {
        ref.current = el;
        return menuInView(el);
      }}
      className="portico-admin-row-menu" onClick={(e) => (e.target as HTMLElement).closest('button') && ref.current?.removeAttribute('open')}>
      <summary className="portico-admin-row-menu-button" aria-label={label}>⋯</summary>
      <div className="portico-admin-row-menu-list">{children}</div>
    </details>
  );
}
