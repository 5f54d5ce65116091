import { useDocumentTitle } from '@portico/ui-kit';
import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { PortalLink } from '../shell/PortalLink';

/**
 * An ARIA tab list (arrow keys, Home, End move between tabs); only the selected panel is rendered; it names the document
 * title. With `href` each tab is a link to its address (open in a new tab works).
 */
export function Tabs<T extends string>({ tabs, selected, onSelect, href, label, children }: {
  tabs: ReadonlyArray<{ id: T; label: string }>;
  selected: T;
  /** `replace`: moved by an arrow key, so the history gets no entry per key press. */
  onSelect: (id: T, options?: { replace?: boolean }) => void;
  href?: (id: T) => string | undefined;
  label: string;
  children: ReactNode;
}) {
  const base = useId();
  const refs = useRef<Record<string, HTMLElement | null>>({});
  useDocumentTitle(tabs.find((t) => t.id === selected)?.label);
  const onKey = (e: KeyboardEvent) => {
    const i = tabs.findIndex((t) => t.id === selected);
    const rtl = (e.currentTarget as HTMLElement).closest('[dir="rtl"]') !== null;
    const step = e.key === 'ArrowRight' ? (rtl ? -1 : 1) : e.key === 'ArrowLeft' ? (rtl ? 1 : -1) : 0;
    const next = e.key === 'Home' ? 0 : e.key === 'End' ? tabs.length - 1 : step ? (i + step + tabs.length) % tabs.length : -1;
    if (next < 0) return;
    e.preventDefault();
    const id = tabs[next]!.id;
    onSelect(id, { replace: true });
    refs.current[id]?.focus();
  };
  return (
    <div className="portico-admin-tabs">
      <div role="tablist" aria-label={label} className="portico-admin-tablist" onKeyDown={onKey}>
        {tabs.map((t) => (
          <PortalLink
            key={t.id}
            ref={(el) => void (refs.current[t.id] = el)}
            href={href?.(t.id)}
            role="tab"
            id={`${base}-${t.id}`}
            className="portico-admin-tab"
            data-tab={t.id}
            aria-selected={t.id === selected}
            aria-controls={`${base}-panel`}
            tabIndex={t.id === selected ? 0 : -1}
            onActivate={() => onSelect(t.id)}
          >
            {t.label}
          </PortalLink>
        ))}
      </div>
      <div role="tabpanel" id={`${base}-panel`} aria-labelledby={`${base}-${selected}`} className="portico-admin-tabpanel" tabIndex={0}>
        {children}
      </div>
    </div>
  );
}
