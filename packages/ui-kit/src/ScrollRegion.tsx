import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { cx } from './cx';

/** Props of {@link ScrollRegion}. */
export interface ScrollRegionProps {
  /** The region's name, e.g. "Users, table" (unique on the page: a landmark named like its section's is ambiguous). */
  label?: string;
  /** Or the id of the element that names it (a table's caption), when that name is unique on the page. */
  labelledBy?: string;
  className?: string;
  children: ReactNode;
}

/**
 * A box that scrolls sideways when its content (a wide table) is wider than the screen. While it scrolls it is a named
 * region in the Tab order, so a keyboard can reach and scroll it (WCAG 2.1.1; axe `scrollable-region-focusable`);
 * when everything fits it is a plain box and no extra Tab stop.
 */
export function ScrollRegion({ label, labelledBy, className, children }: ScrollRegionProps) {
  const ref = useRef<HTMLDivElement>(null);
  // Without ResizeObserver (old browsers, jsdom) it always takes focus: a needless Tab stop beats an unreachable table.
  const [scrolls, setScrolls] = useState(true);
  useLayoutEffect(() => {
    const box = ref.current;
    if (!box || typeof ResizeObserver === 'undefined') return;
    const measure = () => setScrolls(box.scrollWidth > box.clientWidth + 1 || box.scrollHeight > box.clientHeight + 1);
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    for (const child of box.children) observer.observe(child);
    measure();
    return () => observer.disconnect();
  }, []);
  return (
    <div
      ref={ref}
      className={cx('portico-scroll-region', className)}
      data-scrolls={scrolls || undefined}
      {...(scrolls ? { role: 'region', 'aria-label': label, 'aria-labelledby': labelledBy, tabIndex: 0 } : {})}
    >
      {children}
    </div>
  );
}
