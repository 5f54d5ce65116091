import { useRef, type ReactNode } from 'react';

/** A disclosure menu of row actions (native `<details>`: keyboard and screen-reader friendly, no script needed to open). */
export function RowMenu({ label, children }: { label: string; children: ReactNode }) {
  const ref = useRef<HTMLDetailsElement>(null);
  return (
    <details ref={ref} className="portico-admin-row-menu" onClick={(e) => (e.target as HTMLElement).closest('button') && ref.current?.removeAttribute('open')}>
      <summary className="portico-admin-row-menu-button" aria-label={label}>⋯</summary>
      <div className="portico-admin-row-menu-list">{children}</div>
    </details>
  );
}
