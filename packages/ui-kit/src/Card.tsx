import type { HTMLAttributes, Ref } from 'react';
import { cx } from './cx';

/** A bordered surface that holds one screen of a flow. */
export function Card({ className, ...rest }: HTMLAttributes<HTMLDivElement> & { ref?: Ref<HTMLDivElement> }) {
  return <div {...rest} className={cx('portico-card', className)} />;
}
