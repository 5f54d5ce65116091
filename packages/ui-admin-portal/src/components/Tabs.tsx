import { useDocumentTitle } from '@portico/ui-kit';
import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

/** An ARIA tab list (arrow keys, Home, End move between tabs); only the selected panel is rendered; it names the document title. */
export function Tabs<T extends string>({ tabs, selected, onSelect, label, children }: {
  tabs: ReadonlyArray<{ id: T; label: string }>;
  selected: T;
  onSelect: (id: T) => void;
  label: string;
  children: ReactNode;
}) {
  const base = useId();
  const refs = useRef<Record<string, HTMLButtonElement | null>>({});
  useDocumentTitle(tabs.find((t) => t.id === selected)?.label);
  const onKey = (e: KeyboardEvent) => {
    const i = tabs.findIndex((t) => t.id === selected);
    const rtl = (e.currentTarget as HTMLElement).closest('[dir="rtl"]') !== null;
    const step = e.key === 'ArrowRight' ? (rtl ? -1 : 1) : e.key === 'ArrowLeft' ? (rtl ? 1 : -1) : 0;
    const next = e.key === 'Home' ? 0 : e.key === 'End' ? tabs.length - 1 : step ? (i + step + tabs.length) % tabs.length : -1;
    if (next < 0) return;
    e.preventDefault();
    const id = tabs[next]!.id;
    onSelect(id);
    refs.current[id]?.focus();
  };
  return (
    <div className="portico-admin-tabs">
      <div role="tablist" aria-label={label} className="portico-admin-tablist" onKeyDown={onKey}>
        {tabs.map((t) => (
          <button
            key={t.id}
            ref={(el) => void (refs.current[t.id] = el)}
            type="button"
            role="tab"
            id={`${base}-${t.id}`}
            className="portico-admin-tab"
            data-tab={t.id}
            aria-selected={t.id === selected}
            aria-controls={`${base}-panel`}
            tabIndex={t.id === selected ? 0 : -1}
            onClick={() => onSelect(t.id)}
          >
            {t.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${base}-panel`} aria-labelledby={`${base}-${selected}`} className="portico-admin-tabpanel" tabIndex={0}>
        {children}
      </div>
    </div>
  );
}
