import type { MouseEvent, ReactNode } from 'react';
import { cx } from './cx';

/** Props of {@link SkipLink}. */
export interface SkipLinkProps {
  /** Selectors tried in order; the first element found takes focus. @default '[data-portico-skip-target], main h1, main' */
  target?: string;
  children: ReactNode;
  className?: string;
}

/** Moves focus to the first element matching one of the comma-separated selectors, in their order; true if it did. */
export function focusFirst(selectors: string, root: ParentNode = document): boolean {
  for (const selector of selectors.split(',')) {
    const el = root.querySelector<HTMLElement>(selector.trim());
    if (!el) continue;
    // A heading or landmark takes focus only from script (tabindex -1), never from Tab.
    if (el.tabIndex < 0 && !el.hasAttribute('tabindex')) el.setAttribute('tabindex', '-1');
    el.focus();
    el.scrollIntoView?.({ block: 'start' });
    return true;
  }
  return false;
}

/**
 * "Skip to content": the page's first Tab stop, visible only while focused; Enter moves focus to the main content's
 * heading (keyboard users skip the header and the navigation).
 */
export function SkipLink({ target = '[data-portico-skip-target], main h1, main', children, className }: SkipLinkProps) {
  const onClick = (e: MouseEvent<HTMLAnchorElement>) => {
    if (focusFirst(target)) e.preventDefault();
  };
  return (
    <a href="#main" className={cx('portico-skip-link', className)} onClick={onClick}>
      {children}
    </a>
  );
}
