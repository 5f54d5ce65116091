import { useRef, useState, type KeyboardEvent } from 'react';

/** What {@link useRovingFocus} gives each item of the widget and the widget's container. */
export interface RovingFocus<T extends string> {
  /** 0 for the one item Tab stops at (the last one focused, else `current`), -1 for the others. */
  tabIndex(id: T): 0 | -1;
  /** For each item's `ref`. */
  ref(id: T): (el: HTMLElement | null) => void;
  /** For each item's `onFocus`: the item Tab returns to. */
  onFocus(id: T): () => void;
  /** For the container's `onKeyDown`: Up/Left previous, Down/Right next (mirrored in right-to-left text), Home, End. */
  onKeyDown(e: KeyboardEvent<HTMLElement>): void;
}

/**
 * A composite widget with one Tab stop (roving tabindex, WAI-ARIA APG): Tab enters at the current item, the arrow keys,
 * Home and End move focus between items without activating them, Enter or Space activates as usual.
 */
export function useRovingFocus<T extends string>(ids: readonly T[], current: T | undefined): RovingFocus<T> {
  const [focused, setFocused] = useState<T>();
  const items = useRef(new Map<T, HTMLElement>());
  const stop = focused !== undefined && ids.includes(focused) ? focused : (current ?? ids[0]);
  return {
    tabIndex: (id) => (id === stop ? 0 : -1),
    ref: (id) => (el) => void (el ? items.current.set(id, el) : items.current.delete(id)),
    onFocus: (id) => () => setFocused(id),
    onKeyDown: (e) => {
      const i = ids.findIndex((id) => items.current.get(id) === document.activeElement);
      if (i < 0) return;
      const rtl = getComputedStyle(e.currentTarget).direction === 'rtl';
      const back = e.key === 'ArrowUp' || e.key === (rtl ? 'ArrowRight' : 'ArrowLeft');
      const forward = e.key === 'ArrowDown' || e.key === (rtl ? 'ArrowLeft' : 'ArrowRight');
      const next = e.key === 'Home' ? 0 : e.key === 'End' ? ids.length - 1 : back ? i - 1 : forward ? i + 1 : -1;
      if (next < 0 || next >= ids.length) return;
      e.preventDefault();
      items.current.get(ids[next]!)?.focus();
    },
  };
}
