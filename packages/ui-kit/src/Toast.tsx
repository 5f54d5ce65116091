import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { cx } from './cx';

/** One announcement: its words (from the caller's localization) and tone. */
export interface ToastInput {
  message: string;
  /** `error` is announced assertively and stays until closed; others politely. @default 'success' */
  tone?: 'success' | 'error' | 'info';
  /** Milliseconds before it leaves by itself (paused while hovered or focused); `0` keeps it until closed. */
  duration?: number;
}

/** One shown toast. */
export interface Toast extends Required<ToastInput> {
  id: number;
}

/** The toasts of one region: shown from anywhere (a section, an action), rendered by its {@link ToastRegion}. */
export interface Toaster {
  show(toast: ToastInput): void;
  dismiss(id: number): void;
  /** The shown toasts, oldest first (a new array on every change). */
  list(): readonly Toast[];
  subscribe(listener: () => void): () => void;
}

/** Options of {@link createToaster}. */
export interface ToasterOptions {
  /** Default lifetime of a success or info toast. @default 5000 */
  duration?: number;
  /** At most this many toasts show; the oldest leaves first. @default 3 */
  max?: number;
}

/**
 * Makes the toast list of one region (render it once with {@link ToastRegion}).
 * @example
 * const toaster = createToaster();
 * toaster.show({ message: strings.saved });
 */
export function createToaster({ duration = 5000, max = 3 }: ToasterOptions = {}): Toaster {
  let toasts: readonly Toast[] = [];
  let next = 0;
  const listeners = new Set<() => void>();
  const set = (list: readonly Toast[]) => {
    toasts = list;
    for (const listener of listeners) listener();
  };
  return {
    show({ message, tone = 'success', duration: ms }) {
      const life = ms ?? (tone === 'error' ? 0 : duration);
      // The same words again replace the shown toast (and restart its time) instead of stacking a copy.
      set([...toasts.filter((t) => t.message !== message), { id: ++next, message, tone, duration: life }].slice(-max));
    },
    dismiss: (id) => set(toasts.filter((t) => t.id !== id)),
    list: () => toasts,
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

/** Props of {@link ToastRegion}. */
export interface ToastRegionProps {
  toaster: Toaster;
  /** The close button's accessible name and the region's label, in the caller's language. */
  labels: { close: string; region: string };
  /** Extra class on the region (beside `portico-toasts`). */
  className?: string;
}

/**
 * The one announcement region, rendered once: a polite (`role="status"`) and an assertive (`role="alert"`) list, always
 * in the page so screen readers hear what is added later. Toasts pause while hovered or focused; Escape or the close
 * button dismisses one, and focus goes back where it was before it entered the region.
 */
export function ToastRegion({ toaster, labels, className }: ToastRegionProps) {
  const toasts = useSyncExternalStore(toaster.subscribe, toaster.list, toaster.list);
  return <Region toasts={toasts} labels={labels} className={className} onDismiss={toaster.dismiss} />;
}

interface RegionProps {
  toasts: readonly Toast[];
  labels: ToastRegionProps['labels'];
  className?: string;
  onDismiss: (id: number) => void;
}

function Region({ toasts, labels, className, onDismiss }: RegionProps) {
  const [paused, setPaused] = useState(false);
  const region = useRef<HTMLElement>(null);
  // Where focus was before it entered the region: it goes back there when the last focused toast leaves.
  const cameFrom = useRef<HTMLElement | null>(null);
  const dismiss = useCallback((id: number) => {
    const el = region.current;
    const hadFocus = Boolean(el?.contains(document.activeElement));
    if (hadFocus) {
      const others = [...(el?.querySelectorAll<HTMLElement>('.portico-toast') ?? [])].filter((t) => t.dataset.toastId !== String(id));
      const target = others.at(-1)?.querySelector<HTMLElement>('.portico-toast__close') ?? (cameFrom.current?.isConnected ? cameFrom.current : null);
      target?.focus();
      if (!others.length) setPaused(false);
    }
    onDismiss(id);
  }, [onDismiss]);
  const lists = { polite: toasts.filter((t) => t.tone !== 'error'), assertive: toasts.filter((t) => t.tone === 'error') };
  return (
    <section
      ref={region}
      className={cx('portico-toasts', className)}
      aria-label={labels.region}
      data-empty={toasts.length === 0 || undefined}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(Boolean(region.current?.contains(document.activeElement)))}
      onFocus={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) cameFrom.current = e.relatedTarget as HTMLElement | null;
        setPaused(true);
      }}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setPaused(false);
      }}
    >
      <div className="portico-toasts__list" role="status" aria-live="polite">
        {lists.polite.map((t) => <ToastItem key={t.id} toast={t} paused={paused} closeLabel={labels.close} onDismiss={dismiss} />)}
      </div>
      <div className="portico-toasts__list" role="alert" aria-live="assertive">
        {lists.assertive.map((t) => <ToastItem key={t.id} toast={t} paused={paused} closeLabel={labels.close} onDismiss={dismiss} />)}
      </div>
    </section>
  );
}

interface ItemProps {
  toast: Toast;
  paused: boolean;
  closeLabel: string;
  onDismiss: (id: number) => void;
}

function ToastItem({ toast, paused, closeLabel, onDismiss }: ItemProps) {
  const left = useRef(toast.duration);
  const { id } = toast;
  useEffect(() => {
    if (paused || toast.duration <= 0) return;
    const started = Date.now();
    const timer = setTimeout(() => onDismiss(id), left.current);
    // A pause keeps the time that was left, so hovering does not restart the clock.
    return () => {
      clearTimeout(timer);
      left.current = Math.max(0, left.current - (Date.now() - started));
    };
  }, [paused, id, toast.duration, onDismiss]);
  const close = () => onDismiss(id);
  return (
    <div
      className="portico-toast"
      data-tone={toast.tone}
      data-toast-id={id}
      onKeyDown={(e) => {
        if (e.key === 'Escape') {
          e.stopPropagation();
          close();
        }
      }}
    >
      <p className="portico-toast__message">{toast.message}</p>
      <button type="button" className="portico-toast__close" aria-label={closeLabel} onClick={close}>
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
