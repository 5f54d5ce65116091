import { menuInView } from '@portico/ui-kit';
import { useRef, type HTMLAttributes, type ReactNode } from 'react';

/** Handlers on the menu's button for what its items need next (e.g. `preloadProps` of the dialogs they open). */
export type MenuIntent = Pick<HTMLAttributes<HTMLElement>, 'onPointerEnter' | 'onFocus' | 'onPointerDown'>;

/** A disclosure menu of row actions (native `<details>`: keyboard and screen-reader friendly), opening inside the viewport. */
export function RowMenu({ label, children, intent }: { label: string; children: ReactNode; intent?: MenuIntent }) {
  const ref = useRef<HTMLDetailsElement>(null);
  return (
    <details
      ref={(el) => {
        ref.current = el;
        return menuInView(el);
      }}
      className="portico-admin-row-menu" onClick={(e) => (e.target as HTMLElement).closest('button') && ref.current?.removeAttribute('open')}>
      <summary {...intent} className="portico-admin-row-menu-button" aria-label={label}>⋯</summary>
      <div className="portico-admin-row-menu-list">{children}</div>
    </details>
  );
}
