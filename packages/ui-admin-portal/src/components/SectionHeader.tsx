import { useContext, useEffect, useId, useRef, type ReactNode } from 'react';
import { ShellReadyContext } from '../shell/ShellReady';

/** Heading of a section: takes focus after a navigation click or "Skip to content", and marks the portal ready on first render. */
export function SectionHeader({ title, description, actions }: { title: string; description?: string; actions?: ReactNode }) {
  const shell = useContext(ShellReadyContext);
  const ref = useRef<HTMLHeadingElement>(null);
  const id = useId();
  useEffect(() => {
    shell?.markReady();
    if (shell?.focusNext.current) {
      shell.focusNext.current = false;
      ref.current?.focus();
    }
  }, [shell]);
  return (
    <header className="portico-admin-header" aria-labelledby={id}>
      <div className="portico-admin-header-text">
        <h2 ref={ref} id={id} tabIndex={-1} className="portico-admin-title" data-portico-skip-target>{title}</h2>
        {description && <p className="portico-admin-description">{description}</p>}
      </div>
      {actions && <div className="portico-admin-header-actions">{actions}</div>}
    </header>
  );
}
