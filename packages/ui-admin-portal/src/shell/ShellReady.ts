import { createContext, type RefObject } from 'react';
import { READY_ATTRIBUTE } from './ready';

/** Lets a section header take focus after a navigation click and mark the portal ready when it first renders. */
export const ShellReadyContext = createContext<{ focusNext: RefObject<boolean>; markReady: () => void } | null>(null);

/** Whether the portal's first section has rendered, kept outside React state: marking it re-renders no one. */
export interface Readiness {
  isReady(): boolean;
  /** Marks the portal ready once: sets the ready attribute on `root` and tells the subscribers. */
  mark(root: Element | null): void;
  subscribe(listener: () => void): () => void;
}

/**
 * Creates the portal's readiness. A React state here re-rendered the whole shell and the section right after the
 * section's first commit, only to flip one attribute; the attribute is set directly and only subscribers (the bell) render.
 */
export function createReadiness(): Readiness {
  let ready = false;
  const listeners = new Set<() => void>();
  return {
    isReady: () => ready,
    mark(root) {
      if (ready) return;
      ready = true;
      root?.setAttribute(READY_ATTRIBUTE, 'true');
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}
