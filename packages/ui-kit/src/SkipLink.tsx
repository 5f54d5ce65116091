import type { MouseEvent, ReactNode } from 'react';
import { cx } from './cx';

/** Props of {@link SkipLink}. */
export interface SkipLinkProps {
  /** Id of the main content (give it `tabIndex={-1}`): the link's `href`, and where focus lands when nothing better is in it. */
  to: string;
  /** Selectors tried in order inside it; the first element found takes focus. @default '[data-portico-skip-target], h1' */
  prefer?: string;
  children: ReactNode;
  className?: string;
}

/**
 * Moves focus to the first element inside `root` matching one of the comma-separated selectors, in their order, else to
 * `root` itself. A heading takes focus only from script (tabindex -1), never from Tab.
 */
export function focusInside(root: HTMLElement, selectors: string): void {
  const found = selectors.split(',').map((s) => root.querySelector<HTMLElement>(s.trim())).find(Boolean);
  const target = found ?? root;
  if (target.tabIndex < 0 && !target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus();
  target.scrollIntoView?.({ block: 'start' });
}

/**
 * "Skip to content": the page's first Tab stop, visible only while focused; Enter moves focus to the main content's
 * heading (keyboard users skip the header and the navigation). A plain in-page link underneath (`#<to>`).
 */
export function SkipLink({ to, prefer = '[data-portico-skip-target], h1', children, className }: SkipLinkProps) {
  const onClick = (e: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(to);
    if (!main) return;
    e.preventDefault();
    focusInside(main, prefer);
  };
  return (
    <a href={`#${to}`} className={cx('portico-skip-link', className)} onClick={onClick}>
      {children}
    </a>
  );
}
