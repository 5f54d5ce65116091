import type { AnchorHTMLAttributes, Ref } from 'react';
import { cx } from './cx';

/** Class every Portico link carries, so router links can share the look. */
export const linkClassName = 'portico-link';

/** A plain anchor styled as a Portico link. */
export function Link({ className, ref, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { ref?: Ref<HTMLAnchorElement> }) {
  return <a {...rest} ref={ref} className={cx(linkClassName, className)} />;
}
